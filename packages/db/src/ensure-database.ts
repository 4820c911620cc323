import pg from 'pg';
import { databaseNameOf, withDatabaseName } from './database-url.ts';
import { DatabaseSetupError } from './errors.ts';

export const MINIMUM_SERVER_VERSION = 160000;

/**
 * Creates the database on the server of `serverUrl` when it does not exist yet, after checking
 * the server is new enough (daitch_mokotoff needs PostgreSQL 16). Returns the database's URL.
 */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    throw new DatabaseSetupError(
      `Cannot connect to PostgreSQL at ${new URL(serverUrl).host}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    const { rows } = await client.query<{ v: string }>('SHOW server_version_num');
    const version = Number(rows[0]?.v);
    if (version < MINIMUM_SERVER_VERSION) {
      throw new DatabaseSetupError(
        `PostgreSQL ${Math.floor(version / 10000)} is too old: version 16 or newer is required.`,
      );
    }
    if (databaseNameOf(serverUrl) === name) return serverUrl;
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount === 0) {
      await client
        .query(`CREATE DATABASE ${client.escapeIdentifier(name)}`)
        .catch((error: { code?: string }) => {
          // Another process created it between our check and our CREATE.
          if (error.code !== '42P04') throw error;
        });
    }
    return withDatabaseName(serverUrl, name);
  } finally {
    await client.end();
  }
}
