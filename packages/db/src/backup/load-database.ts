import { createReadStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { from as copyFrom } from 'pg-copy-streams';
import { DatabaseSetupError } from '../errors.ts';
import type { DatabaseKind } from '../migrate-database.ts';
import { withClient } from '../with-client.ts';
import type { DatabaseDump } from './dump-database.ts';
import { columnList, listTables, qualifiedTable } from './list-tables.ts';
import { migrateToLevel } from './migrate-to-level.ts';

/**
 * Loads a dump into an empty database migrated to the dump's level, in one transaction with
 * triggers off (`session_replication_role = replica`): the rows arrive as they were, so foreign
 * keys are not re-checked table by table, counters kept by triggers are not counted twice and no
 * change notifications fire. Sequences are set where they stood. Setting that role needs a
 * superuser, or a role granted `SET` on the parameter.
 */
export async function loadDatabase(
  url: string,
  kind: DatabaseKind,
  backupDir: string,
  dump: DatabaseDump,
): Promise<void> {
  await migrateToLevel(url, kind, dump.migrations.latestWhen);
  await withClient(url, async (client) => {
    try {
      const present = new Map((await listTables(client)).map((table) => [table.table, table.columns]));
      for (const table of dump.tables) {
        if (!present.has(table.table))
          throw new DatabaseSetupError(
            `The backup's table ${table.table} is not in the ${kind} database at migration ${dump.migrations.latest}.`,
          );
      }
      await client.query('BEGIN');
      await client.query('SET LOCAL session_replication_role = replica');
      for (const table of dump.tables) {
        const stream = client.query(
          copyFrom(
            `COPY ${qualifiedTable(client, table.table)} (${columnList(client, table.columns)}) FROM STDIN`,
          ),
        );
        await pipeline(createReadStream(path.join(backupDir, table.file)), createGunzip(), stream);
        if (stream.rowCount !== table.rows)
          throw new DatabaseSetupError(
            `Table ${table.table} took ${stream.rowCount} rows where the backup lists ${table.rows}.`,
          );
      }
      for (const { sequence, lastValue } of dump.sequences)
        await client.query('SELECT setval($1::regclass, $2::bigint, true)', [
          `public.${client.escapeIdentifier(sequence)}`,
          lastValue,
        ]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    }
  });
}
