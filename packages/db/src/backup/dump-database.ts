import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { DatabaseKind } from '../migrate-database.ts';
import { withClient } from '../with-client.ts';
import { columnList, listTables, qualifiedTable } from './list-tables.ts';
import { type MigrationLevel, migrationLevel } from './migration-level.ts';

export type TableDump = { table: string; columns: string[]; rows: number; file: string };
export type SequenceValue = { sequence: string; lastValue: string };

/** What a backup holds of one database; `file`s are relative to the backup's folder. */
export type DatabaseDump = {
  name: string;
  migrations: MigrationLevel;
  tables: TableDump[];
  sequences: SequenceValue[];
};

/**
 * Dumps every table of one database as gzipped COPY text (the format that crosses PostgreSQL
 * versions), all inside one REPEATABLE READ READ ONLY transaction: one snapshot, taken while the
 * services keep writing. `withSnapshot` runs inside that snapshot too (the api's images are
 * listed from it, so the files copied match the rows).
 */
export async function dumpDatabase(
  url: string,
  kind: DatabaseKind,
  backupDir: string,
  withSnapshot: (client: pg.ClientBase) => Promise<void> = async () => {},
): Promise<DatabaseDump> {
  return withClient(url, async (client) => {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const name = (await client.query<{ db: string }>('SELECT current_database() AS db')).rows[0]!.db;
    const migrations = await migrationLevel(client, kind);
    const folder = path.join('databases', kind);
    await mkdir(path.join(backupDir, folder), { recursive: true });
    const tables: TableDump[] = [];
    for (const { table, columns } of await listTables(client)) {
      const file = path.join(folder, `${table}.copy.gz`);
      const stream = client.query(
        copyTo(`COPY ${qualifiedTable(client, table)} (${columnList(client, columns)}) TO STDOUT`),
      );
      await pipeline(stream, createGzip(), createWriteStream(path.join(backupDir, file), { flags: 'wx' }));
      tables.push({ table, columns, rows: stream.rowCount, file });
    }
    const { rows } = await client.query<{ sequence: string; last_value: string }>(
      `SELECT sequencename AS sequence, last_value::text AS last_value
           FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL ORDER BY sequencename`,
    );
    const sequences = rows.map((row) => ({ sequence: row.sequence, lastValue: row.last_value }));
    await withSnapshot(client);
    await client.query('COMMIT');
    return { name, migrations, tables, sequences };
  });
}
