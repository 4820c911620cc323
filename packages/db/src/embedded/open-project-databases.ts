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

export type ProjectDatabases = {
  urls: DatabaseUrls;
  serverUrl: string;
  startedServer: boolean;
  /** The embedded server when this call started one: watched and restarted by `npm start`. */
  embedded: EmbeddedServerControl | null;
  stop(): Promise<void>;
};

/** The server (embedded or `databaseUrl`) with the api, content and idp-dev databases created and migrated. */
export async function openProjectDatabases(
  options: UseDatabaseServerOptions & { names?: DatabaseNames },
): Promise<ProjectDatabases> {
  const server = await useDatabaseServer(options);
  try {
    const urls = await prepareDatabases(server.serverUrl, options.names ?? defaultDatabaseNames);
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
