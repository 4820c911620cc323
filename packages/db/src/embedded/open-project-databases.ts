import {
  type DatabaseNames,
  type DatabaseUrls,
  defaultDatabaseNames,
  prepareDatabases,
} from '../prepare-databases.ts';
import { type UseDatabaseServerOptions, useDatabaseServer } from './use-database-server.ts';

export type ProjectDatabases = {
  urls: DatabaseUrls;
  serverUrl: string;
  startedServer: boolean;
  stop(): Promise<void>;
};

/** The server (embedded or `databaseUrl`) with the api, content and idp-dev databases created and migrated. */
export async function openProjectDatabases(
  options: UseDatabaseServerOptions & { names?: DatabaseNames },
): Promise<ProjectDatabases> {
  const server = await useDatabaseServer(options);
  try {
    const urls = await prepareDatabases(server.serverUrl, options.names ?? defaultDatabaseNames);
    return { urls, serverUrl: server.serverUrl, startedServer: server.started, stop: () => server.stop() };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
