import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type RunningPostgres, startEmbeddedPostgres } from './start-embedded-postgres.ts';

/** The embedded server this process started, to watch and restart it. */
export type EmbeddedServerControl = Pick<RunningPostgres, 'exited' | 'restart'>;

export type DatabaseServer = {
  serverUrl: string;
  /** Whether this call started the server (and `stop` will stop it). */
  started: boolean;
  /** Set when this call started an embedded server. */
  embedded: EmbeddedServerControl | null;
  stop(): Promise<void>;
};

export type UseDatabaseServerOptions = {
  /** An external server; when set nothing is started. */
  databaseUrl?: string | undefined;
  dataDir: string;
  preferredPort?: number;
  onLog?: (line: string) => void;
  /** See `startEmbeddedPostgres`: for `npm start`, which stops its services first. */
  stopsAfterServices?: boolean;
};

const runtimeFile = (dataDir: string) => path.join(dataDir, 'postgres-runtime.json');

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The PostgreSQL server to use: `databaseUrl` when given; else the embedded server of `dataDir`
 * that a running `npm start` advertises; else a newly started embedded server.
 */
export async function useDatabaseServer(options: UseDatabaseServerOptions): Promise<DatabaseServer> {
  if (options.databaseUrl) {
    return { serverUrl: options.databaseUrl, started: false, embedded: null, stop: async () => {} };
  }
  const advertised = await readFile(runtimeFile(options.dataDir), 'utf8').catch(() => null);
  if (advertised) {
    const { serverUrl } = JSON.parse(advertised) as { serverUrl: string };
    if (await reachable(serverUrl))
      return { serverUrl, started: false, embedded: null, stop: async () => {} };
  }
  const server = await startEmbeddedPostgres({
    dataDir: options.dataDir,
    ...(options.preferredPort ? { preferredPort: options.preferredPort } : {}),
    ...(options.onLog ? { onLog: options.onLog } : {}),
    stopsAfterServices: options.stopsAfterServices ?? false,
  });
  await writeFile(runtimeFile(options.dataDir), JSON.stringify({ serverUrl: server.serverUrl }), {
    mode: 0o600,
  });
  return {
    serverUrl: server.serverUrl,
    started: true,
    embedded: { exited: server.exited, restart: server.restart },
    async stop() {
      await rm(runtimeFile(options.dataDir), { force: true });
      await server.stop();
    },
  };
}
