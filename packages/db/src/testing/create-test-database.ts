import { randomBytes } from 'node:crypto';
import { withDatabaseName } from '../database-url.ts';
import type { DatabaseKind } from '../migrate-database.ts';
import { withClient } from '../with-client.ts';
import { templateName } from './template-name.ts';

export type TestDatabase = { url: string; drop(): Promise<void> };

/** A fresh, migrated database copied from the run's template; drop it when the file is done. */
export async function createTestDatabase(serverUrl: string, kind: DatabaseKind): Promise<TestDatabase> {
  const name = `test_${kind}_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${templateName(kind)}`));
  return {
    url: withDatabaseName(serverUrl, name),
    drop: () =>
      withClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
