// The api and the content service refuse, in one line, to start on a database whose migrations
// are not exactly their release's: a service half-fitting its schema fails request by request.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureDatabase, withDatabaseName } from '@society/db';
import { testServerUrl } from '@society/db/testing';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './lib/start-env.ts';

const made: string[] = [];
afterAll(async () => {
  const client = new pg.Client({ connectionString: withDatabaseName(testServerUrl(), 'postgres') });
  await client.connect();
  for (const name of made) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
});

/** Starts a service's server on a database never migrated; answers how it ended and what it said. */
async function startOnEmptyDatabase(app: 'api' | 'content', env: Record<string, string>) {
  const name = `refusal_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  made.push(name);
  const url = await ensureDatabase(testServerUrl(), name);
  const databaseSetting = app === 'api' ? 'API_DATABASE_URL' : 'CONTENT_DATABASE_URL';
  const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'apps', app),
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent', [databaseSetting]: url, ...env },
    timeout: 60_000,
  });
  const ended = await run.then(
    () => ({ code: 0, stderr: '' }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
  return { ...ended, name };
}

describe('a service started on a database not migrated to its release', () => {
  it('the api exits with one line saying what to run', async () => {
    const { code, stderr, name } = await startOnEmptyDatabase('api', { API_PORT: '3298' });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The ${name} database is not migrated to this release \\(0 of \\d+ migrations applied\\): run \`npm run db:prepare\` first\\.$`,
        ),
      ),
    ]);
  });

  it('the content service exits with one line saying what to run', async () => {
    const { code, stderr, name } = await startOnEmptyDatabase('content', {
      CONTENT_PORT: '3299',
      CONTENT_EDITOR_TOKEN: 'test-editor-token-0123456789',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^The ${name} database is not migrated to this release \\(0 of \\d+ migrations applied\\): run \`npm run db:prepare\` first\\.$`,
        ),
      ),
    ]);
  });
});
