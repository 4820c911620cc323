import { ensureDatabase } from './ensure-database.ts';
import { DATABASE_KINDS, type DatabaseKind, migrateDatabase } from './migrate-database.ts';

export type DatabaseNames = Record<DatabaseKind, string>;
export type DatabaseUrls = Record<DatabaseKind, string>;

export const defaultDatabaseNames: DatabaseNames = {
  api: 'society_api',
  content: 'society_content',
  idp: 'society_idp',
};

/** Creates (when missing) and migrates the api, content and idp-dev databases on one server. */
export async function prepareDatabases(
  serverUrl: string,
  names: DatabaseNames = defaultDatabaseNames,
): Promise<DatabaseUrls> {
  const urls = {} as DatabaseUrls;
  for (const kind of DATABASE_KINDS) {
    urls[kind] = await ensureDatabase(serverUrl, names[kind]);
    await migrateDatabase(urls[kind], kind);
  }
  return urls;
}
