export type { Job } from 'pg-boss';
export {
  JOB_SCHEMA,
  type JobQueue,
  type QueueDefinition,
  queueDepth,
  queueDepths,
  reportedError,
  type StartJobQueueOptions,
  startJobQueue,
  stopJobQueue,
} from './start-job-queue.ts';
