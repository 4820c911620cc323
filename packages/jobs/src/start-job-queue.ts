import PgBoss from 'pg-boss';

/** Where pg-boss keeps its tables, in the database of the service that owns the work. */
export const JOB_SCHEMA = 'pgboss';

export type JobQueue = PgBoss;
export type QueueDefinition = PgBoss.Queue;

export type StartJobQueueOptions = {
  /**
   * The owning service's database. A backup keeps only the service's own tables, not the queue's
   * schema: every job must be re-creatable from those tables when the service starts (a scheduled
   * release from `releases`, an import from its history row).
   */
  connectionString: string;
  /** Shown in `pg_stat_activity`, so an operator can tell the queue's connections apart. */
  application: string;
  /** Created when missing (idempotent), so every instance can start in any order. */
  queues: readonly QueueDefinition[];
  /** pg-boss reports lost connections and failed maintenance here rather than throwing. */
  onError: (error: Error) => void;
  /** Connections the queue may hold; the service's own pool is separate. */
  maxConnections?: number;
  /** How long a lost connection waits to be reported, in case the queue is being stopped. */
  goingAwayGraceMs?: number;
};

/** Queues `stopJobQueue` has begun to stop: the server going away is then expected. */
const stopping = new WeakSet<JobQueue>();

/**
 * pg-boss started on a service's own database. Every instance of a service may start one: jobs
 * are fetched with `SKIP LOCKED`, so each runs once, and a job whose worker died (a restart, a
 * crash) is retried when it expires instead of being lost with the process.
 */
export async function startJobQueue(options: StartJobQueueOptions): Promise<JobQueue> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: JOB_SCHEMA,
    application_name: `${options.application} jobs`,
    max: options.maxConnections ?? 3,
    // A finished job is history an operator may ask about for a while, not for ever.
    deleteAfterDays: 30,
  });
  const grace = options.goingAwayGraceMs ?? 2_000;
  boss.on('error', (error: Error & { code?: unknown }) => {
    const reported = reportedError(error);
    if (!isServerGoingAway(error)) return options.onError(reported);
    // A Ctrl-C under `npm start` reaches PostgreSQL and this service at once, and the server may
    // end our connections before the service has begun to stop: said only if, a moment later,
    // the queue is still meant to be running (a database restart, say).
    setTimeout(() => {
      if (!stopping.has(boss)) options.onError(reported);
    }, grace).unref();
  });
  await boss.start();
  for (const queue of options.queues) await createQueueOnce(boss, queue);
  return boss;
}

/** SQLSTATE `40P01`: PostgreSQL ended this transaction to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Creates a queue unless it exists. Instances starting together (a rolling deploy, a fresh
 * cluster) create the same new queue at once, and pg-boss's `create_queue` can then deadlock:
 * one inserts the queue's row while the other attaches its partition. PostgreSQL ends one of the
 * two; run again, it finds the queue made by the other and returns.
 */
export async function createQueueOnce(
  boss: Pick<JobQueue, 'createQueue'>,
  queue: QueueDefinition,
  attempts = 5,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== DEADLOCK_DETECTED || attempt >= attempts) throw error;
    }
  }
}

/** SQLSTATE class 57, the server stopping or starting (`57P01` admin_shutdown, …). */
const SERVER_GOING_AWAY = /^57P0\d$/;

const isServerGoingAway = (error: { code?: unknown }) =>
  typeof error.code === 'string' && SERVER_GOING_AWAY.test(error.code);

/**
 * The error as an operator reads it: name, message, stack and the driver's SQLSTATE code. The
 * driver's errors carry its whole client (pool, socket, statements), which a logger prints in full:
 * a hundred lines for one lost connection. The server stopping (on Ctrl-C it hears the terminal
 * too) is an event, not a fault in our code: its stack, all inside the driver, is left out.
 */
export function reportedError(error: Error & { code?: unknown }): Error {
  const reported = new Error(error.message);
  reported.name = error.name;
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (isServerGoingAway(error)) reported.stack = `${error.name}: ${error.message}`;
  else if (error.stack !== undefined) reported.stack = error.stack;
  return code ? Object.assign(reported, { code }) : reported;
}

/**
 * Stops fetching new jobs and waits (up to `timeoutMs`) for running ones, so a rolling restart
 * finishes work instead of leaving it to expire and run again.
 */
export async function stopJobQueue(boss: JobQueue, timeoutMs = 10_000): Promise<void> {
  stopping.add(boss);
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}

/** Jobs waiting or running in one queue. */
export async function queueDepth(boss: JobQueue, queue: QueueDefinition): Promise<number> {
  return (await boss.getQueueSize(queue.name, { before: 'completed' })) ?? 0;
}

/** Jobs waiting or running per queue: the depth a metrics endpoint reports. */
export async function queueDepths(
  boss: JobQueue,
  queues: readonly QueueDefinition[],
): Promise<Record<string, number>> {
  const depths: Record<string, number> = {};
  for (const queue of queues) depths[queue.name] = await queueDepth(boss, queue);
  return depths;
}
