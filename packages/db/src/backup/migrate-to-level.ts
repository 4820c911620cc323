import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { type DatabaseKind, migrationsFolder } from '../migrate-database.ts';
import { readJournal } from './migration-level.ts';

/**
 * Applies the committed migrations of `kind` up to and including the one recorded at `latestWhen`,
 * and no further: a backup's rows are loaded into the schema they were dumped from, and the later
 * migrations then carry them forward as they would on an upgrade. Drizzle migrates a folder, so
 * the folder is copied with its journal cut at that migration.
 */
export async function migrateToLevel(
  url: string,
  kind: DatabaseKind,
  latestWhen: number | null,
): Promise<void> {
  if (latestWhen === null) return;
  const entries = (await readJournal(kind)).filter((entry) => entry.when <= latestWhen);
  const folder = await mkdtemp(path.join(tmpdir(), `society-migrations-${kind}-`));
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await mkdir(path.join(folder, 'meta'));
    await writeFile(
      path.join(folder, 'meta', '_journal.json'),
      JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
    );
    for (const entry of entries)
      await copyFile(
        path.join(migrationsFolder(kind), `${entry.tag}.sql`),
        path.join(folder, `${entry.tag}.sql`),
      );
    await migrate(drizzle(pool), { migrationsFolder: folder });
  } finally {
    await pool.end();
    await rm(folder, { recursive: true, force: true });
  }
}
