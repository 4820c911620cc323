import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export type DatabaseKind = 'api' | 'content' | 'idp';

export const DATABASE_KINDS: readonly DatabaseKind[] = ['api', 'content', 'idp'];

export const migrationsFolder = (kind: DatabaseKind): string =>
  fileURLToPath(new URL(`../migrations/${kind}`, import.meta.url));

/** Applies the committed SQL migrations of one database; safe to run on every start. */
export async function migrateDatabase(url: string, kind: DatabaseKind): Promise<void> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(pool), { migrationsFolder: migrationsFolder(kind) });
  } finally {
    await pool.end();
  }
}

export const migrationsRoot = path.dirname(migrationsFolder('api'));
