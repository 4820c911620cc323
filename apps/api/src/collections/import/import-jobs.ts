import { randomUUID } from 'node:crypto';
import type { ImportProgress } from './importer.ts';
import type { ImportKind, ImportSummary } from './run-import.ts';

export type ImportJob = {
  id: string;
  kind: ImportKind;
  collection: string | null;
  startedBy: number;
  status: 'running' | 'done' | 'failed';
  /** Bytes of the upload read so far. */
  bytesRead: number;
  /** The request's Content-Length, when it sent one. */
  bytesTotal: number | null;
  progress: ImportProgress;
  result: ImportSummary | null;
  error: string | null;
  startedAt: string;
  finishedAt: string | null;
};

const KEPT = 50;

/**
 * The api process's uploads, newest first, for `GET /api/staff/imports[/{id}]`: the running ones
 * with their progress and the last 50 finished ones with their result. In memory: a restart
 * forgets them (the imported rows, committed or rolled back, are in the database either way).
 */
export class ImportJobs {
  private readonly jobs = new Map<string, ImportJob>();

  start(fields: Pick<ImportJob, 'kind' | 'collection' | 'startedBy' | 'bytesTotal'>, now: Date): ImportJob {
    const job: ImportJob = {
      id: randomUUID(),
      ...fields,
      status: 'running',
      bytesRead: 0,
      progress: { phase: 'Reading', done: 0, total: null, warnings: 0 },
      result: null,
      error: null,
      startedAt: now.toISOString(),
      finishedAt: null,
    };
    this.jobs.set(job.id, job);
    const finished = [...this.jobs.values()].filter((other) => other.status !== 'running');
    for (const old of finished.slice(0, Math.max(0, finished.length - KEPT))) this.jobs.delete(old.id);
    return job;
  }

  get(id: string): ImportJob | undefined {
    return this.jobs.get(id);
  }

  list(): ImportJob[] {
    return [...this.jobs.values()].reverse();
  }
}
