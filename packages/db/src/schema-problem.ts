import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { databaseNameOf } from './database-url.ts';
import { type DatabaseKind, migrationsFolder } from './migrate-database.ts';

type Applied = { count: number; last: number | null };

async function appliedMigrations(url: string): Promise<Applied> {
  const client = new pg.Client({ connectionString: url, application_name: 'schema-check' });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number; last: string | null }>(
      `SELECT count(*)::int AS count, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
    );
    return { count: rows[0]?.count ?? 0, last: rows[0]?.last ? Number(rows[0].last) : null };
  } catch (error) {
    // No migrations table: nothing was ever applied.
    if ((error as { code?: string }).code === '42P01') return { count: 0, last: null };
    throw error;
  } finally {
    await client.end();
  }
}

/**
 * Why a service must not start on this database, in one line, or null when its schema is exactly
 * the one the code's committed migrations make. A database migrated by a newer release (a
 * migration this code does not know) or not migrated as far as this code needs is refused: the
 * service would fail later on a missing or changed column, request by request.
 */
export async function schemaProblem(url: string, kind: DatabaseKind): Promise<string | null> {
  const known = readMigrationFiles({ migrationsFolder: migrationsFolder(kind) });
  const latest = known.at(-1)?.folderMillis ?? null;
  const applied = await appliedMigrations(url);
  const name = databaseNameOf(url);
  if (applied.last !== null && (latest === null || applied.last > latest))
    return `The ${name} database has migrations newer than this release knows (${applied.count} applied, ${known.length} known): run the release that migrated it, or restore a backup taken before.`;
  if (applied.count < known.length || applied.last !== latest)
    return `The ${name} database is not migrated to this release (${applied.count} of ${known.length} migrations applied): run \`npm run db:prepare\` first.`;
  return null;
}
