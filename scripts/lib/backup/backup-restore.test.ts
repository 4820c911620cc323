import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDemoUsers } from '@society/api/seed';
import { seedDemoCollections } from '@society/api/seed-collections';
import { seedDemoEventSettings } from '@society/api/seed-events';
import { buildContentApp } from '@society/content/app';
import { contentEnvSchema } from '@society/content/env';
import { demoEventDocuments, seedDemoContent } from '@society/content/seed';
import { createContentServices } from '@society/content/services';
import { type DatabaseNames, databaseNameOf, withDatabaseName } from '@society/db';
import { listTables } from '@society/db/backup';
import { createTestDatabase, testServerUrl } from '@society/db/testing';
import { seedTestMembers } from '@society/idp-dev/seed';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from './backup-manifest.ts';
import { digestFile, listFiles } from './file-digest.ts';
import { RestoreRefused, restoreBackup } from './restore-backup.ts';
import { writeBackup } from './write-backup.ts';

const EDITOR_TOKEN = 'backup-test-editor-token-0123';
let work: string;
let names: DatabaseNames;
let imagesDir: string;
const serverUrl = () => testServerUrl();
const dbUrl = (kind: keyof DatabaseNames) => withDatabaseName(serverUrl(), names[kind]);

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every row of every table (generated columns too) and every sequence of each database, and every image file. */
async function fingerprint() {
  const print: Record<string, string> = {};
  for (const kind of ['api', 'content', 'idp'] as const) {
    const client = new pg.Client({ connectionString: dbUrl(kind) });
    await client.connect();
    for (const { table } of await listTables(client)) {
      const [row] = (
        await client.query(
          `SELECT count(*) AS n, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS sum FROM public."${table}" t`,
        )
      ).rows;
      print[`${kind}.${table}`] = `${row.n} ${row.sum}`;
    }
    for (const row of (await client.query('SELECT sequencename, last_value FROM pg_sequences')).rows)
      print[`${kind}.${row.sequencename}`] = String(row.last_value);
    await client.end();
  }
  for (const file of await listFiles(imagesDir, '.'))
    print[`file ${file}`] = (await digestFile(imagesDir, file)).sha256;
  return print;
}

async function wipe() {
  for (const kind of ['api', 'content', 'idp'] as const)
    await query(serverUrl(), `DROP DATABASE IF EXISTS "${names[kind]}" WITH (FORCE)`);
  await rm(imagesDir, { recursive: true, force: true });
}

/** An edited document published through the editorial API, as an editor would. */
async function publishAnEdit() {
  const config = contentEnvSchema.parse({
    CONTENT_DATABASE_URL: dbUrl('content'),
    CONTENT_EDITOR_TOKEN: EDITOR_TOKEN,
    LOG_LEVEL: 'silent',
  });
  const services = await createContentServices(config);
  const app = await buildContentApp(services);
  const headers = { authorization: `Bearer ${EDITOR_TOKEN}` };
  try {
    const [doc] = await query<{ document_id: string }>(
      dbUrl('content'),
      `SELECT id AS document_id FROM documents WHERE type = 'news_item' ORDER BY id LIMIT 1`,
    );
    const current = (await app.inject({ url: `/editor/documents/${doc!.document_id}`, headers })).json();
    const live = current.published;
    const saved = await app.inject({
      method: 'PUT',
      url: `/editor/documents/${doc!.document_id}/draft`,
      headers,
      payload: {
        ...live,
        type: 'news_item',
        data: { ...live.data, title: [{ type: 'heading1', text: 'Restored intact', spans: [] }] },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await app.inject({ method: 'POST', url: '/editor/publish', headers, payload: {} });
    expect(published.statusCode, published.body).toBe(200);
  } finally {
    await app.close();
    await services.close();
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'society-backup-test-'));
  imagesDir = path.join(work, 'images');
  names = { api: '', content: '', idp: '' };
  for (const kind of ['api', 'content', 'idp'] as const)
    names[kind] = databaseNameOf((await createTestDatabase(serverUrl(), kind)).url);
  await seedDemoUsers(
    dbUrl('api'),
    { member: 'member-password-1', staff: 'staff-password-1' },
    'JBSWY3DPEHPK3PXP',
  );
  await seedDemoContent(dbUrl('content'));
  await seedDemoEventSettings(dbUrl('api'), await demoEventDocuments());
  await seedDemoCollections(dbUrl('api'), imagesDir, { scale: 0.02, currentYear: 2026 });
  await seedTestMembers(dbUrl('idp'), { member: 'member-password-2', staff: 'staff-password-2' });
  await publishAnEdit();
  const [event] = await query<{ event_uid: string }>(
    dbUrl('api'),
    'SELECT event_uid FROM event_booking_settings LIMIT 1',
  );
  const [user] = await query<{ id: number }>(
    dbUrl('api'),
    `SELECT id FROM users WHERE email = 'member@example.org'`,
  );
  await query(
    dbUrl('api'),
    `INSERT INTO event_bookings (event_uid, user_id, places, status, unit_price_pence, payment) VALUES ($1, $2, 1, 'confirmed', 0, 'none')`,
    [event!.event_uid, user!.id],
  );
}, 300_000);

afterAll(async () => {
  await wipe();
  await rm(work, { recursive: true, force: true });
});

describe('npm run backup and npm run restore', () => {
  it('bring every row, sequence and image file back after the installation is wiped', async () => {
    const before = await fingerprint();
    expect(Object.keys(before).filter((key) => key.startsWith('file ')).length).toBeGreaterThan(10);
    expect(before['api.event_booking_settings']).not.toMatch(/^0 /);
    const backupDir = path.join(work, 'backup');
    const manifest = await writeBackup({ serverUrl: serverUrl(), names, imagesDir, backupDir });
    expect(manifest.databases.api.migrations.count).toBeGreaterThan(20);
    expect(manifest.images.missing).toEqual([]);
    await wipe();
    await restoreBackup({ serverUrl: serverUrl(), names, imagesDir, backupDir });
    expect(await fingerprint()).toEqual(before);
    const [settings] = await query<{ places_taken: number }>(
      dbUrl('api'),
      `SELECT s.places_taken FROM event_booking_settings s JOIN event_bookings b USING (event_uid) LIMIT 1`,
    );
    expect(settings!.places_taken).toBe(1);
  }, 300_000);

  it('refuses an installation holding data unless forced', async () => {
    const backupDir = path.join(work, 'backup');
    await expect(restoreBackup({ serverUrl: serverUrl(), names, imagesDir, backupDir })).rejects.toThrow(
      /This installation is not empty \(.*has rows in .*\): restore into an empty one, or add --force/,
    );
    const before = await fingerprint();
    await restoreBackup({ serverUrl: serverUrl(), names, imagesDir, backupDir, force: true });
    expect(await fingerprint()).toEqual(before);
  }, 300_000);

  it('refuses a damaged backup and one from a newer schema before changing anything', async () => {
    const backupDir = path.join(work, 'backup');
    const manifestPath = path.join(backupDir, MANIFEST_FILE);
    const original = await readFile(manifestPath, 'utf8');
    const manifest = JSON.parse(original);
    const tile = manifest.files.find((file: { path: string }) => file.path.startsWith('files/images/'));
    await writeFile(path.join(backupDir, tile.path), 'not the tile');
    const refused = restoreBackup({
      serverUrl: serverUrl(),
      names,
      imagesDir: path.join(work, 'empty'),
      backupDir,
      force: true,
    });
    await expect(refused).rejects.toThrow(RestoreRefused);
    await expect(refused).rejects.toThrow(
      `The backup is damaged, nothing was restored: ${tile.path}: checksum differs.`,
    );
    manifest.files = manifest.files.filter((file: { path: string }) => file.path !== tile.path);
    manifest.databases.api.migrations.latestWhen = Date.now() + 1e9;
    manifest.databases.api.migrations.latest = '9999_from_the_future';
    await writeFile(manifestPath, JSON.stringify(manifest));
    await expect(
      restoreBackup({ serverUrl: serverUrl(), names, imagesDir, backupDir, force: true }),
    ).rejects.toThrow(
      /its api database is at migration 9999_from_the_future, newer than this installation knows/,
    );
  });
});
