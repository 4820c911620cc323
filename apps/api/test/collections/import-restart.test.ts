// An import survives the api being killed mid-way: the next api process finds it running with no
// live worker (its advisory lock is free), queues it again from the spooled file and finishes it.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collectionImports } from '@society/db/api-imports-schema';
import { useTestDatabase } from '@society/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { connectApiDb } from '../../src/api-db.ts';
import { generateDemoGedcom } from '../../src/collections/demo/demo-gedcom.ts';
import { insertImport } from '../../src/collections/import/jobs/import-job-store.ts';
import { createApiServices } from '../../src/create-api-services.ts';
import { apiEnvSchema } from '../../src/env.ts';

const SERVER = path.resolve(import.meta.dirname, '../../src/server.ts');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

it('resumes an import whose api process was killed while it ran', async () => {
  const { url } = await useTestDatabase('api');
  const importsDir = await mkdtemp(path.join(tmpdir(), 'imports-restart-'));
  const env = {
    API_DATABASE_URL: url,
    SITE_URL: 'http://localhost:3000',
    IMPORTS_DIR: importsDir,
    LOG_LEVEL: 'silent',
  };
  const db = connectApiDb(url, 2);
  const gedcom = generateDemoGedcom({ seed: 11, founders: 400, currentYear: 2026 });
  const file = path.join(importsDir, 'tree.upload');
  await writeFile(file, gedcom);
  const row = await db.transaction((tx) =>
    insertImport(tx, {
      kind: 'gedcom',
      collectionUid: 'restarted-tree',
      createdCollection: 'yes',
      fileName: 'tree.ged',
      fileBytes: Buffer.byteLength(gedcom),
      spoolPath: file,
      request: { kind: 'gedcom', collection: 'restarted-tree', access: 'public', nameKind: 'forename' },
      startedByEmail: 'staff@example.org',
    }),
  );
  const read = async () =>
    (await db.select().from(collectionImports).where(eq(collectionImports.id, row.id)))[0]!;

  // The first api process takes the queued import at start and is killed once it has made progress.
  const first = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { ...process.env, ...env, API_PORT: String(await freePort()) },
    stdio: 'ignore',
  });
  children.push(first);
  let seen = await read();
  while (!(seen.status === 'running' && seen.progress.done > 0)) {
    expect(seen.status, 'the import finished before the api could be killed').not.toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 10));
    seen = await read();
  }
  const exited = new Promise((resolve) => first.once('exit', resolve));
  first.kill('SIGKILL');
  await exited;
  expect((await read()).status).toBe('running');

  // The next api process finds it without a worker and runs it again from its file.
  const services = await createApiServices(apiEnvSchema.parse(env), { maxConnections: 4 });
  try {
    await services.importQueue.start();
    let after = await read();
    while (after.status === 'queued' || after.status === 'running') {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await read();
    }
    expect(after).toMatchObject({ status: 'done', attempts: 2, people: gedcom.match(/ INDI$/gm)!.length });
  } finally {
    await services.close();
    await db.$client.end();
  }
}, 120_000);
