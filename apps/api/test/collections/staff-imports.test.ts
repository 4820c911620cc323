import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import {
  type ImportJob,
  importJobListSchema,
  importJobSchema,
  staffCollectionListSchema,
} from '@society/contract/staff-imports';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateDemoGedcom } from '../../src/collections/demo/demo-gedcom.ts';
import { EARLIER_ATTEMPT_WARNING } from '../../src/collections/import/jobs/earlier-attempt.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, SPA_HEADERS, signIn, type TestApi } from '../api-test-app.ts';

const PASSWORD = 'a long enough password';
let api: TestApi;
let staff: Browser;
let member: Browser;
let origin: string;

beforeAll(async () => {
  api = await buildTestApi({
    env: {
      IMPORTS_DIR: await mkdtemp(path.join(tmpdir(), 'imports-')),
      IMAGES_DIR: await mkdtemp(path.join(tmpdir(), 'images-')),
    },
  });
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  await createUser(api.services.db, {
    email: 'staff@example.org',
    name: 'Sam',
    password: PASSWORD,
    scopes: ['member', 'staff'],
  });
  await createUser(api.services.db, {
    email: 'member@example.org',
    name: 'Meg',
    password: PASSWORD,
    scopes: ['member'],
  });
  staff = await signIn(api, 'staff@example.org', PASSWORD);
  member = await signIn(api, 'member@example.org', PASSWORD);
});

/** What the tests read of an answer, typed as inject's answers are. */
type Answer = {
  statusCode: number;
  body: string;
  json: Awaited<ReturnType<TestApi['app']['inject']>>['json'];
};

/**
 * A raw upload as curl or a browser sends it, over a real socket: the signed-in browser's cookies
 * and XSRF header, the file as the body (with its length, or streamed chunk by chunk from a stream).
 */
const upload = (who: Browser, query: string, payload: string | Buffer | Readable, type = 'text/csv') =>
  new Promise<Answer>((resolve, reject) => {
    const whole = typeof payload === 'string' || Buffer.isBuffer(payload);
    const request = http.request(
      `${origin}/api/staff/imports?${query}`,
      {
        method: 'POST',
        headers: {
          ...SPA_HEADERS,
          cookie: who.cookie(),
          'x-xsrf-token': who.jar.xsrf(),
          'content-type': type,
          ...(whole ? { 'content-length': Buffer.byteLength(payload) } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          resolve({ statusCode: response.statusCode ?? 0, body, json: () => JSON.parse(body) });
        });
      },
    );
    request.on('error', reject);
    if (whole) request.end(payload);
    else payload.pipe(request);
  });

const INDEX =
  'Surname,Forename,Year,Parish\nHougham,William,1784,Coldhurst\n,,,\nWood,Mary,c.1790,Coldhurst\n';

type Job = ImportJob;

/** Reads an import until its job has finished (the worker runs it in the background). */
async function finished(id: number): Promise<Job> {
  for (;;) {
    const job = (await staff('GET', `/api/staff/imports/${id}`)).json() as Job;
    if (job.status !== 'queued' && job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Uploads and waits for the job: the answer is 202 with the queued import. */
async function imported(query: string, payload: string | Buffer, type?: string): Promise<Job> {
  const response = await upload(staff, query, payload, type);
  expect(response.statusCode, response.body).toBe(202);
  const queued = importJobSchema.parse(response.json());
  expect(queued.status).toBe('queued');
  return finished(queued.id);
}

describe('POST /api/staff/imports', () => {
  it('is refused to guests (401) and to members without the staff scope (403)', async () => {
    const guest = await browser(api);
    expect((await upload(guest, 'kind=index&collection=x', INDEX)).statusCode).toBe(401);
    expect((await upload(member, 'kind=index&collection=x', INDEX)).statusCode).toBe(403);
    expect((await member('GET', '/api/staff/imports')).statusCode).toBe(403);
    expect((await guest('GET', '/api/staff/imports/1')).statusCode).toBe(401);
    expect((await member('DELETE', '/api/staff/imports/1')).statusCode).toBe(403);
  });

  it('queues the body as a durable job; its history keeps who, when, file, counts and warnings by line', async () => {
    const job = await imported(
      'kind=index&collection=upload-index&title=Uploaded%20index&fileName=parish-index.csv',
      INDEX,
    );
    expect(job).toMatchObject({
      kind: 'index',
      collection: 'upload-index',
      status: 'done',
      fileName: 'parish-index.csv',
      fileBytes: Buffer.byteLength(INDEX),
      startedBy: 'staff@example.org',
      records: 2,
      nameOccurrences: 2,
      warningCount: 1,
      warnings: [{ line: 3 }],
      attempts: 1,
    });
    expect(job.finishedAt).not.toBeNull();
    const list = importJobListSchema.parse((await staff('GET', '/api/staff/imports')).json());
    expect(list.data[0]).toMatchObject({ id: job.id, status: 'done' });
    expect((await staff('GET', '/api/staff/imports/no-such-job')).statusCode).toBe(404);
    expect((await staff('GET', '/api/staff/imports/999999')).statusCode).toBe(404);
    const audit = await api.services.db.execute(
      sql`SELECT actor_email, action FROM audit_log WHERE subject_type = 'import' AND subject_id = ${String(job.id)}`,
    );
    expect(audit.rows).toEqual([{ actor_email: 'staff@example.org', action: 'import.uploaded' }]);
  });

  it('imports a record-set CSV with its column mapping', async () => {
    const mapping =
      'recordType: baptism\npeople:\n  - { role: principal, forename: Forename, surname: Surname }\nyear: Year\n';
    const csv = 'Forename,Surname,Year\nAnn,Quenbury,1801\nJohn,Quenbury,c.1803\n';
    const job = await imported(
      `kind=records&collection=baptisms&fileName=baptisms.csv&mapping=${encodeURIComponent(mapping)}`,
      csv,
    );
    expect(job).toMatchObject({
      status: 'done',
      kind: 'records',
      records: 2,
      nameOccurrences: 2,
      warningCount: 0,
    });
  });

  it('keeps no spooled file once a job has finished', async () => {
    const job = await imported('kind=index&collection=spool-index', INDEX);
    expect(job.status).toBe('done');
    // The worker deletes the file right after recording the outcome.
    while ((await readdir(api.services.config.IMPORTS_DIR)).length > 0)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await readdir(api.services.config.IMPORTS_DIR)).toEqual([]);
  });

  it('imports a GEDCOM upload into a family tree, hidden until staff publish it', async () => {
    const gedcom = generateDemoGedcom({ seed: 5, founders: 1, currentYear: 2026 });
    const job = await imported(
      'kind=gedcom&collection=uploaded-tree&access=members',
      gedcom,
      'application/x-gedcom',
    );
    expect(job).toMatchObject({
      status: 'done',
      people: gedcom.match(/ INDI$/gm)!.length,
      families: gedcom.match(/ FAM$/gm)!.length,
    });
    const collections = staffCollectionListSchema.parse(
      (await staff('GET', '/api/staff/collections')).json(),
    );
    expect(collections.data.find((c) => c.uid === 'uploaded-tree')).toMatchObject({
      state: 'hidden',
      access: 'members',
    });
  });

  it('records a tree submitter named by e-mail (their view of living people: trees-api.test.ts)', async () => {
    const gedcom = generateDemoGedcom({ seed: 6, founders: 1, currentYear: 2026 });
    const query = 'kind=gedcom&collection=submitted-tree&access=public';
    const job = await imported(`${query}&submitter=MEMBER@example.org`, gedcom, 'application/x-gedcom');
    expect(job.status).toBe('done');
    const tree = await api.services.db.execute(
      sql`SELECT u.email FROM collections c JOIN users u ON u.id = c.submitted_by WHERE c.uid = 'submitted-tree'`,
    );
    expect(tree.rows).toEqual([{ email: 'member@example.org' }]);
    const unknown = await upload(
      staff,
      `${query}&submitter=nobody@example.org`,
      gedcom,
      'application/x-gedcom',
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.submitter).toEqual([
      'There is no user with the e-mail address nobody@example.org.',
    ]);
    const notTree = await upload(staff, 'kind=index&collection=x&submitter=member@example.org', INDEX);
    expect(notTree.json().errors.submitter).toEqual(['only a family tree (gedcom) has a submitter']);
  });

  it('answers 422 for a bad request or mapping, and 415 for a JSON body', async () => {
    expect((await upload(staff, 'kind=records&collection=x', INDEX)).json()).toMatchObject({
      errors: { mapping: ['a records import needs a column mapping file'] },
    });
    const bad = await upload(
      staff,
      `kind=records&collection=x&mapping=${encodeURIComponent('recordType: nonsense')}`,
      INDEX,
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.mapping[0]).toMatch(/not valid/);
    expect((await upload(staff, 'kind=index', INDEX)).statusCode).toBe(422);
    expect((await upload(staff, 'kind=index&collection=x', '{}', 'application/json')).statusCode).toBe(415);
    const image = await upload(staff, 'kind=images&collection=no-such-collection', INDEX, 'image/png');
    expect(image.json().errors.collection).toEqual(['There is no collection "no-such-collection".']);
  });

  it('marks a file that is not GEDCOM failed, saying what it is', async () => {
    const gzipped = gzipSync(generateDemoGedcom({ seed: 7, founders: 1, currentYear: 2026 }));
    const job = await imported('kind=gedcom&collection=gzipped-tree', gzipped, 'application/x-gedcom');
    expect(job.status).toBe('failed');
    expect(job.error).toContain('it looks like a gzip file');
  });

  it('answers 409 for a GEDCOM file sent to a collection of another kind', async () => {
    expect((await imported('kind=index&collection=not-a-tree', INDEX)).status).toBe('done');
    const gedcom = generateDemoGedcom({ seed: 8, founders: 1, currentYear: 2026 });
    const response = await upload(staff, 'kind=gedcom&collection=not-a-tree', gedcom, 'application/x-gedcom');
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('not-a-tree');
  });
});

describe('DELETE /api/staff/imports/{id}', () => {
  const count = async (query: ReturnType<typeof sql>) =>
    Number((await api.services.db.execute(query)).rows[0]?.n);

  it("removes an import's records and refreshes the counts; a collection it created goes once empty", async () => {
    const first = await imported('kind=index&collection=removable', INDEX);
    const second = await imported('kind=index&collection=removable', 'Surname,Forename\nAbbot,Ann\n');
    const removed = await staff('DELETE', `/api/staff/imports/${second.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id: second.id, status: 'removed' });
    expect(await count(sql`SELECT record_count AS n FROM collections WHERE uid = 'removable'`)).toBe(2);
    expect((await staff('DELETE', `/api/staff/imports/${second.id}`)).statusCode).toBe(404);
    await staff('DELETE', `/api/staff/imports/${first.id}`);
    expect(await count(sql`SELECT count(*) AS n FROM collections WHERE uid = 'removable'`)).toBe(0);
    const audit = await api.services.db.execute(
      sql`SELECT action FROM audit_log WHERE subject_type = 'import' AND subject_id = ${String(first.id)} ORDER BY id`,
    );
    expect(audit.rows).toEqual([{ action: 'import.uploaded' }, { action: 'import.removed' }]);
  });

  it("removes a family tree's people and families with its import", async () => {
    const gedcom = generateDemoGedcom({ seed: 9, founders: 1, currentYear: 2026 });
    const job = await imported('kind=gedcom&collection=removable-tree', gedcom, 'application/x-gedcom');
    expect(job.people).toBeGreaterThan(0);
    expect((await staff('DELETE', `/api/staff/imports/${job.id}`)).statusCode).toBe(200);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM people p JOIN collections c ON c.id = p.collection_id WHERE c.uid = 'removable-tree'`,
      ),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM collections WHERE uid = 'removable-tree'`)).toBe(0);
  });
});

describe('image uploads', () => {
  it('tiles an uploaded image into its collection, hidden with it, and removes the tiles with the import', async () => {
    await imported('kind=index&collection=scans-index', INDEX);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const job = await imported(
      'kind=images&collection=scans-index&title=Register%20page&fileName=page-1.png',
      png,
      'image/png',
    );
    expect(job).toMatchObject({ status: 'done', images: 1, fileName: 'page-1.png' });
    const [image] = (
      await api.services.db.execute(sql`SELECT id, title FROM images WHERE import_id = ${job.id}`)
    ).rows as { id: number; title: string }[];
    expect(image?.title).toBe('Register page');
    expect((await staff('GET', `/api/iiif/${image!.id}/info.json`)).statusCode).toBe(200);
    // The collection is still hidden: to anyone but staff and its submitter the image does not exist.
    expect((await member('GET', `/api/iiif/${image!.id}/info.json`)).statusCode).toBe(404);
    const notImage = await imported(
      'kind=images&collection=scans-index&fileName=notes.png',
      INDEX,
      'image/png',
    );
    expect(notImage).toMatchObject({
      status: 'failed',
      error: 'The file is not an image this site can read.',
    });
    expect((await staff('DELETE', `/api/staff/imports/${job.id}`)).statusCode).toBe(200);
    expect((await staff('GET', `/api/iiif/${image!.id}/info.json`)).statusCode).toBe(404);
    expect(existsSync(path.join(api.services.config.IMAGES_DIR, String(image!.id)))).toBe(false);
  });
});

describe('an import whose api stopped after storing it, before recording that it had', () => {
  /** Puts the finished import back as the api left it: running, its file spooled, no outcome. */
  async function stoppedBeforeDone(job: Job, file: string | Buffer) {
    const spool = path.join(api.services.config.IMPORTS_DIR, `stopped-${job.id}.upload`);
    await writeFile(spool, file);
    await api.services.db.execute(sql`
      UPDATE collection_imports SET status = 'running', spool_path = ${spool}, records = 0,
        name_occurrences = 0, images = 0, warnings = '[]', warning_count = 0, finished_at = NULL
      WHERE id = ${job.id}`);
    // What the sweep does for an import marked running whose worker is gone.
    await api.services.importQueue.recoverInterrupted();
    return finished(job.id);
  }
  const stored = async (table: 'records' | 'images', job: Job) =>
    (
      (
        await api.services.db.execute(
          sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE import_id = ${job.id}`,
        )
      ).rows[0] as { n: number }
    ).n;

  it('is finished from the records it stored, not imported twice', async () => {
    const job = await imported('kind=index&collection=stopped-index', INDEX);
    expect(await stored('records', job)).toBe(2);
    const again = await stoppedBeforeDone(job, INDEX);
    expect(again).toMatchObject({
      status: 'done',
      attempts: 2,
      records: 2,
      nameOccurrences: 2,
      warnings: [{ line: null, message: EARLIER_ATTEMPT_WARNING }],
    });
    expect(await stored('records', job)).toBe(2);
  });

  it('keeps one image: the stored one when its tiles were written, else tiles it again', async () => {
    await imported('kind=index&collection=stopped-scans', INDEX);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#224488' } })
      .png()
      .toBuffer();
    const job = await imported('kind=images&collection=stopped-scans&fileName=page.png', png, 'image/png');
    expect(await stoppedBeforeDone(job, png)).toMatchObject({ status: 'done', images: 1, attempts: 2 });
    expect(await stored('images', job)).toBe(1);
    // Cut off while tiling: the row is there, its tiles are not.
    const [{ id }] = (await api.services.db.execute(sql`SELECT id FROM images WHERE import_id = ${job.id}`))
      .rows as [{ id: number }];
    await rm(path.join(api.services.config.IMAGES_DIR, String(id)), { recursive: true });
    expect(await stoppedBeforeDone(job, png)).toMatchObject({ status: 'done', images: 1, warnings: [] });
    const [image] = (await api.services.db.execute(sql`SELECT id FROM images WHERE import_id = ${job.id}`))
      .rows as { id: number }[];
    expect(await stored('images', job)).toBe(1);
    expect(image!.id).not.toBe(id);
    expect((await staff('GET', `/api/iiif/${image!.id}/info.json`)).statusCode).toBe(200);
  });
});

describe('collection settings', () => {
  it('publishes a hidden collection and changes its title and access, audited with before and after', async () => {
    await imported('kind=index&collection=to-publish', INDEX);
    const patched = await staff('PATCH', '/api/staff/collections/to-publish', {
      title: 'Published index',
      state: 'published',
      access: 'members',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ title: 'Published index', state: 'published', access: 'members' });
    const audit = await api.services.db.execute(
      sql`SELECT before, after FROM audit_log WHERE subject_type = 'collection' AND subject_id = 'to-publish'`,
    );
    expect(audit.rows).toEqual([
      {
        before: { title: 'to-publish', access: 'public', state: 'hidden' },
        after: { title: 'Published index', access: 'members', state: 'published' },
      },
    ]);
    expect((await staff('PATCH', '/api/staff/collections/no-such', { state: 'hidden' })).statusCode).toBe(
      404,
    );
    expect((await staff('PATCH', '/api/staff/collections/to-publish', { title: '  ' })).statusCode).toBe(422);
    expect((await member('PATCH', '/api/staff/collections/to-publish', { state: 'hidden' })).statusCode).toBe(
      403,
    );
  });
});
