import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';

export type Database<TSchema extends Record<string, unknown>> = NodePgDatabase<TSchema> & {
  $client: pg.Pool;
};

export type ConnectOptions = { maxConnections?: number; applicationName?: string };

/** One pool per process and database; close it with `db.$client.end()`. */
export function connectDatabase<TSchema extends Record<string, unknown>>(
  url: string,
  schema: TSchema,
  options: ConnectOptions = {},
): Database<TSchema> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    application_name: options.applicationName,
  });
  // An idle client losing its connection (server restart, shutdown) must not crash the process;
  // the next query gets a fresh connection or a clear error.
  pool.on('error', () => {});
  return drizzle(pool, { schema }) as Database<TSchema>;
}
