import { existsSync } from 'node:fs';
import { type JobQueue, type QueueDefinition, startJobQueue, stopJobQueue } from '@society/jobs';
import type { ApiDb } from '../../../api-db.ts';
import { failImport, queuedImports, requeueImport, runningImports } from './import-job-store.ts';
import { IMPORT_LOCK_CLASS, runImportJob } from './run-import-job.ts';

/** One upload per job, one at a time per api instance (an import is a large transaction). */
export const IMPORT_QUEUE: QueueDefinition = {
  name: 'collection-import',
  policy: 'standard',
  // The worker records failures itself; pg-boss retries only a delivery whose worker vanished.
  retryLimit: 3,
  retryDelay: 5,
  expireInSeconds: 6 * 3_600,
};
/** An import interrupted this many times is marked failed instead of restarted. */
export const MAX_IMPORT_ATTEMPTS = 3;
const SWEEP_EVERY_MS = 30_000;

export const INTERRUPTED_MESSAGE =
  'The api stopped during this import more than once; nothing from it was stored. Upload the file again.';

export type ImportQueueOptions = {
  db: ApiDb;
  connectionString: string;
  imagesDir: string;
  log: (error: unknown) => void;
};

/**
 * Staff uploads as durable pg-boss jobs. Started by the api server (so interrupted work resumes at
 * boot) or by the first upload. An import whose worker died (a restart, a crash) is found by
 * `recoverInterrupted` (its advisory lock is free while its row says running) and queued again
 * from its spooled file, or marked failed after `MAX_IMPORT_ATTEMPTS`: never silently lost.
 */
export class ImportQueue {
  private boss: Promise<JobQueue> | null = null;
  private workerId: string | null = null;
  private sweep: NodeJS.Timeout | null = null;

  constructor(private readonly options: ImportQueueOptions) {}

  start(): Promise<JobQueue> {
    this.boss ??= this.open();
    return this.boss;
  }

  private async open(): Promise<JobQueue> {
    const boss = await startJobQueue({
      connectionString: this.options.connectionString,
      application: 'api imports',
      queues: [IMPORT_QUEUE],
      onError: this.options.log,
    });
    this.workerId = await boss.work<{ importId: number }>(
      IMPORT_QUEUE.name,
      { batchSize: 1, pollingIntervalSeconds: 1 },
      async ([job]) => {
        if (job) await runImportJob(this.options, job.data.importId);
      },
    );
    await this.recoverInterrupted(boss);
    // A queued import whose job was never sent (the api stopped right after the upload) gets one;
    // a second delivery of the same import finds it claimed and does nothing.
    for (const { id } of await queuedImports(this.options.db))
      await boss.send(IMPORT_QUEUE.name, { importId: id });
    this.sweep = setInterval(
      () => void this.recoverInterrupted(boss).catch(this.options.log),
      SWEEP_EVERY_MS,
    );
    this.sweep.unref();
    return boss;
  }

  async enqueue(importId: number): Promise<void> {
    const boss = await this.start();
    await boss.send(IMPORT_QUEUE.name, { importId });
    if (this.workerId) boss.notifyWorker(this.workerId);
  }

  /** Imports marked running whose worker's session is gone: restarted, or failed after too many tries. */
  async recoverInterrupted(boss?: JobQueue): Promise<void> {
    const queue = boss ?? (await this.start());
    const client = await this.options.db.$client.connect();
    try {
      for (const row of await runningImports(this.options.db)) {
        const free = await client.query<{ free: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS free', [
          IMPORT_LOCK_CLASS,
          row.id,
        ]);
        if (!free.rows[0]?.free) continue;
        try {
          const again = row.attempts < MAX_IMPORT_ATTEMPTS && row.spoolPath && existsSync(row.spoolPath);
          if (again && (await requeueImport(this.options.db, row.id)))
            await queue.send(IMPORT_QUEUE.name, { importId: row.id });
          else if (!again) await failImport(this.options.db, row.id, INTERRUPTED_MESSAGE);
        } finally {
          await client.query('SELECT pg_advisory_unlock($1, $2)', [IMPORT_LOCK_CLASS, row.id]);
        }
      }
    } finally {
      client.release();
    }
    if (this.workerId) queue.notifyWorker(this.workerId);
  }

  async stop(): Promise<void> {
    if (this.sweep) clearInterval(this.sweep);
    const boss = this.boss;
    this.boss = null;
    if (boss) await stopJobQueue(await boss);
  }
}
