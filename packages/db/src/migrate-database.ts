import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type DatabaseKind = 'api' | 'content' | 'idp';

export const DATABASE_KINDS: readonly DatabaseKind[] = ['api', 'content', 'idp'];

export const migrationsFolder = (kind: DatabaseKind): string =>
  fileURLToPath(new URL(`../migrations/${kind}`, import.meta.url));

/**
 * Applies the committed SQL migrations of one database; safe to run on every start. Several
 * instances starting together (each host running `npm run db:prepare` before its services) take
 * turns on a session advisory lock, so the migrations run once and the others find nothing to do.
 */
export async function migrateDatabase(url: string, kind: DatabaseKind): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: `migrate-${kind}` });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`society-migrate-${kind}`]);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder(kind) });
  } finally {
    // Ending the session releases its advisory lock, whatever happened.
    await client.end();
  }
}

export const migrationsRoot = path.dirname(migrationsFolder('api'));
