import type { DatabaseKind } from '../migrate-database.ts';
import {
  type DatabaseNames,
  type DatabaseUrls,
  defaultDatabaseNames,
  prepareDatabases,
} from '../prepare-databases.ts';
import {
  type EmbeddedServerControl,
  type UseDatabaseServerOptions,
  useDatabaseServer,
} from './use-database-server.ts';

export type ProjectDatabases<Kind extends DatabaseKind = DatabaseKind> = {
  urls: Pick<DatabaseUrls, Kind>;
  serverUrl: string;
  startedServer: boolean;
  /** The embedded server when this call started one: watched and restarted by `npm start`. */
  embedded: EmbeddedServerControl | null;
  stop(): Promise<void>;
};

/**
 * The server (embedded or `databaseUrl`) with the api, content and idp-dev databases (or only
 * `kinds`) created and migrated; `urls` has those.
 */
export async function openProjectDatabases<Kind extends DatabaseKind = DatabaseKind>(
  options: UseDatabaseServerOptions & { names?: DatabaseNames; kinds?: readonly Kind[] },
): Promise<ProjectDatabases<Kind>> {
  const server = await useDatabaseServer(options);
  try {
    const urls = await prepareDatabases<Kind>(
      server.serverUrl,
      options.names ?? defaultDatabaseNames,
      options.kinds,
    );
    return {
      urls,
      serverUrl: server.serverUrl,
      startedServer: server.started,
      embedded: server.embedded,
      stop: () => server.stop(),
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
