import { ensureDatabase } from './ensure-database.ts';
import { DATABASE_KINDS, type DatabaseKind, migrateDatabase } from './migrate-database.ts';

export type DatabaseNames = Record<DatabaseKind, string>;
export type DatabaseUrls = Record<DatabaseKind, string>;

export const defaultDatabaseNames: DatabaseNames = {
  api: 'society_api',
  content: 'society_content',
  idp: 'society_idp',
};

/**
 * Creates (when missing) and migrates the api, content and idp-dev databases on one server, or
 * only those of `kinds` (a tool that needs one database need not wait for the others).
 */
export async function prepareDatabases<Kind extends DatabaseKind = DatabaseKind>(
  serverUrl: string,
  names: DatabaseNames = defaultDatabaseNames,
  kinds: readonly Kind[] = DATABASE_KINDS as readonly Kind[],
): Promise<Record<Kind, string>> {
  const urls = {} as Record<Kind, string>;
  for (const kind of kinds) {
    urls[kind] = await ensureDatabase(serverUrl, names[kind]);
    await migrateDatabase(urls[kind], kind);
  }
  return urls;
}
