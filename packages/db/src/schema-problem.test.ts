import { randomUUID } from 'node:crypto';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { withDatabaseName } from './database-url.ts';
import { ensureDatabase } from './ensure-database.ts';
import { migrateDatabase, migrationsFolder } from './migrate-database.ts';
import { schemaProblem } from './schema-problem.ts';
import { testServerUrl } from './testing/index.ts';

const made: string[] = [];
async function emptyDatabase(): Promise<string> {
  const name = `schema_check_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  made.push(name);
  return ensureDatabase(testServerUrl(), name);
}
afterAll(async () => {
  const client = new pg.Client({ connectionString: withDatabaseName(testServerUrl(), 'postgres') });
  await client.connect();
  for (const name of made) await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
});

async function sql(url: string, text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

const known = readMigrationFiles({ migrationsFolder: migrationsFolder('content') }).length;

describe('migrating while several instances start together', () => {
  it('applies each migration once when three migrate the same database at the same time', async () => {
    const url = await emptyDatabase();
    await Promise.all([1, 2, 3].map(() => migrateDatabase(url, 'content')));
    const [row] = await sql(url, 'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
    expect(row).toEqual({ n: known });
    expect(await schemaProblem(url, 'content')).toBeNull();
  });
});

describe('schemaProblem', () => {
  it('refuses a database never migrated, in one line', async () => {
    const url = await emptyDatabase();
    const name = new URL(url).pathname.slice(1);
    expect(await schemaProblem(url, 'content')).toBe(
      `The ${name} database is not migrated to this release (0 of ${known} migrations applied): run \`npm run db:prepare\` first.`,
    );
  });

  it('refuses a database a migration behind, and one migrated further than the code knows', async () => {
    const url = await emptyDatabase();
    const name = new URL(url).pathname.slice(1);
    await migrateDatabase(url, 'content');
    const [last] = await sql(
      url,
      'DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at',
    );
    expect(await schemaProblem(url, 'content')).toBe(
      `The ${name} database is not migrated to this release (${known - 1} of ${known} migrations applied): run \`npm run db:prepare\` first.`,
    );
    await sql(
      url,
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('${last.hash}', ${last.created_at})`,
    );
    await sql(
      url,
      `INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-newer-release', ${Date.now() + 86_400_000})`,
    );
    expect(await schemaProblem(url, 'content')).toBe(
      `The ${name} database has migrations newer than this release knows (${known + 1} applied, ${known} known): run the release that migrated it, or restore a backup taken before.`,
    );
  });
});
