import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseSetupError } from '../errors.ts';
import { startEmbeddedPostgres } from './start-embedded-postgres.ts';

const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'society-pg-lifecycle-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL', () => {
  it('starts PostgreSQL 17 with the extensions name search needs, and keeps data across a restart', async () => {
    const dataDir = await freshDir();
    const first = await startEmbeddedPostgres({ dataDir });
    const [version] = await query(first.serverUrl, 'SHOW server_version_num');
    expect(Number(version.server_version_num)).toBeGreaterThanOrEqual(170000);
    await query(
      first.serverUrl,
      'CREATE EXTENSION pg_trgm; CREATE EXTENSION fuzzystrmatch; CREATE EXTENSION unaccent',
    );
    const [codes] = await query(
      first.serverUrl,
      "SELECT soundex('Robert') AS s, daitch_mokotoff('Schwarzenegger') AS dm, unaccent('Zoë') AS u",
    );
    expect(codes).toEqual({ s: 'R163', dm: ['479465', '474659'], u: 'Zoe' });
    await query(first.serverUrl, "CREATE TABLE kept (v text); INSERT INTO kept VALUES ('still here')");
    await first.stop();
    await expect(readFile(path.join(first.clusterDir, 'postmaster.pid'))).rejects.toThrow();

    const second = await startEmbeddedPostgres({ dataDir });
    expect(await query(second.serverUrl, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    await second.stop();
  });

  it('recovers from a stale postmaster.pid left by a crash', async () => {
    const dataDir = await freshDir();
    const server = await startEmbeddedPostgres({ dataDir });
    await server.stop();
    const lock = path.join(server.clusterDir, 'postmaster.pid');
    await writeFile(
      lock,
      `999999\n${server.clusterDir}\n1700000000\n${server.port}\n\n127.0.0.1\n  5432001   0\nready\n`,
    );
    const restarted = await startEmbeddedPostgres({ dataDir });
    expect(await query(restarted.serverUrl, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await restarted.stop();
  });

  it('shuts down a server orphaned by a killed parent, then starts again', async () => {
    const dataDir = await freshDir();
    const starter = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${import.meta.dirname}/start-embedded-postgres.ts').then((m) => m.startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} })).then(() => console.log('ready'))`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) =>
      starter.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve()),
    );
    const orphanPid = Number(
      (await readFile(path.join(dataDir, 'postgres/postmaster.pid'), 'utf8')).split('\n')[0],
    );
    starter.kill('SIGKILL');
    await new Promise((resolve) => starter.once('exit', resolve));
    expect(isAlive(orphanPid)).toBe(true);

    const server = await startEmbeddedPostgres({ dataDir });
    expect(isAlive(orphanPid)).toBe(false);
    expect(await query(server.serverUrl, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await server.stop();
  });

  /**
   * A process like `npm start`: on SIGTERM its services drain (here: one more query over a
   * connection opened before) and only then is the server stopped. Prints how the query went.
   */
  async function stopWithServicesDraining(stopsAfterServices: boolean) {
    const dataDir = await freshDir();
    const script = `
      const pg = (await import('pg')).default;
      const { startEmbeddedPostgres } = await import('${import.meta.dirname}/start-embedded-postgres.ts');
      const server = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, stopsAfterServices: ${stopsAfterServices} });
      const client = new pg.Client({ connectionString: server.serverUrl });
      client.on('error', () => {});
      await client.connect();
      process.on('SIGTERM', async () => {
        const outcome = await client.query('SELECT pg_sleep(0.3), 1 AS one').then(() => 'drained', (e) => 'lost ' + e.code);
        console.log(outcome);
        await client.end().catch(() => {});
        await server.stop();
        process.exit(0);
      });
      console.log('ready');`;
    const starter = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    await new Promise<void>((resolve) =>
      starter.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('ready')) resolve();
      }),
    );
    starter.kill('SIGTERM');
    await new Promise((resolve) => starter.once('exit', resolve));
    return output.replace('ready', '').trim();
  }

  it('with stopsAfterServices, stays up on SIGTERM until the process stops it', async () => {
    expect(await stopWithServicesDraining(true)).toBe('drained');
  });

  it('without it, the library stops the server as soon as the signal arrives', async () => {
    expect(await stopWithServicesDraining(false)).toMatch(/^lost /);
  });

  it('explains an unusable data folder in one line', async () => {
    const file = path.join(await freshDir(), 'not-a-folder');
    await writeFile(file, 'x');
    const error = await startEmbeddedPostgres({ dataDir: file }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseSetupError);
    expect((error as Error).message).toMatch(/^The data folder .* is not usable: /);
    expect((error as Error).message).not.toContain('\n');
  });
});
