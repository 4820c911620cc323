import type pg from 'pg';

/** A table whose rows a backup holds: its columns in order, less generated ones (PostgreSQL computes those). */
export type TableColumns = { table: string; columns: string[] };

/**
 * The ordinary tables of the `public` schema with their stored columns, by name. The schema itself
 * is the committed migrations' (Drizzle's own bookkeeping lives in the `drizzle` schema), so a
 * backup needs the rows only.
 */
export async function listTables(client: pg.ClientBase): Promise<TableColumns[]> {
  const { rows } = await client.query<{ table: string; columns: string[] }>(
    `SELECT c.relname AS table,
            array_agg(a.attname::text ORDER BY a.attnum) AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
                          AND a.attgenerated = ''
      WHERE n.nspname = 'public' AND c.relkind = 'r'
      GROUP BY c.relname
      ORDER BY c.relname`,
  );
  return rows;
}

export const qualifiedTable = (client: pg.ClientBase, table: string) =>
  `public.${client.escapeIdentifier(table)}`;

export const columnList = (client: pg.ClientBase, columns: string[]) =>
  columns.map((column) => client.escapeIdentifier(column)).join(', ');

/** The tables of a database that hold at least one row. */
export async function tablesWithRows(client: pg.ClientBase): Promise<string[]> {
  const filled: string[] = [];
  for (const { table } of await listTables(client)) {
    const { rowCount } = await client.query(`SELECT 1 FROM ${qualifiedTable(client, table)} LIMIT 1`);
    if (rowCount) filled.push(table);
  }
  return filled;
}
