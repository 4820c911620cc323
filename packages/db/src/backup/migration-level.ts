import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { type DatabaseKind, migrationsFolder } from '../migrate-database.ts';

/** One committed migration as Drizzle's journal lists it; `when` is what Drizzle records as applied. */
export type JournalEntry = { idx: number; when: number; tag: string; breakpoints: boolean };

/** How far a database is migrated: how many of the committed migrations, and the last one's tag. */
export type MigrationLevel = { count: number; latest: string | null; latestWhen: number | null };

export async function readJournal(kind: DatabaseKind): Promise<JournalEntry[]> {
  const file = path.join(migrationsFolder(kind), 'meta', '_journal.json');
  return (JSON.parse(await readFile(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/**
 * The level of a database, read from Drizzle's own record of what it applied. A record the code's
 * journal does not hold (a newer version migrated this database) is named by its time alone.
 */
export async function migrationLevel(client: pg.ClientBase, kind: DatabaseKind): Promise<MigrationLevel> {
  const table = await client.query<{ exists: boolean }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS exists`,
  );
  if (!table.rows[0]?.exists) return { count: 0, latest: null, latestWhen: null };
  const { rows } = await client.query<{ count: string; latest: string | null }>(
    'SELECT count(*) AS count, max(created_at)::text AS latest FROM drizzle.__drizzle_migrations',
  );
  const latestWhen = rows[0]?.latest ? Number(rows[0].latest) : null;
  const journal = await readJournal(kind);
  const entry = journal.find((candidate) => candidate.when === latestWhen);
  return {
    count: Number(rows[0]?.count ?? 0),
    latest:
      entry?.tag ??
      (latestWhen === null ? null : `unknown migration of ${new Date(latestWhen).toISOString()}`),
    latestWhen,
  };
}

/**
 * Why this code cannot restore a database at `level`, or null when it can: the level must be one of
 * the code's own migrations (an older one is brought up to date after the restore).
 */
export async function levelProblem(kind: DatabaseKind, level: MigrationLevel): Promise<string | null> {
  if (level.latestWhen === null) return null;
  const journal = await readJournal(kind);
  if (journal.some((entry) => entry.when === level.latestWhen)) return null;
  const known = journal.at(-1)?.tag ?? 'none';
  return `its ${kind} database is at migration ${level.latest}, newer than this installation knows (${known}): restore it with the version of the site that made it, or a newer one.`;
}
