import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabaseName } from '../database-url.ts';
import type { DatabaseKind } from '../migrate-database.ts';
import { templateName } from './template-name.ts';

export type TestDatabase = { url: string; drop(): Promise<void> };

async function admin<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database copied from the run's template; drop it when the file is done. */
export async function createTestDatabase(serverUrl: string, kind: DatabaseKind): Promise<TestDatabase> {
  const name = `test_${kind}_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateName(kind)}`));
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () =>
      admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
