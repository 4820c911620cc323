import { releases } from '@society/db/content-schema';
import { type JobQueue, type QueueDefinition, startJobQueue } from '@society/jobs';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentServices } from '../content-services.ts';
import { afterPublish } from '../routes/editor/publish-and-notify.ts';
import { EditorialError } from '../store/editorial-error.ts';
import { SCHEDULER_ACTOR } from './actor.ts';
import { publishRelease } from './releases.ts';

/**
 * One job per release and scheduled time, kept in the content database by pg-boss: it survives
 * restarts, and with several instances only one publishes. `short` keeps one waiting job per key.
 */
export const PUBLISH_RELEASE_QUEUE: QueueDefinition = {
  name: 'publish-release',
  policy: 'short',
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
};

type PublishReleaseJob = { releaseId: string; scheduledAt: string };

/** Queues the publication of a release at its scheduled time (nothing for an unscheduled one). */
export async function scheduleRelease(
  jobs: JobQueue,
  release: { id: string; scheduledAt: Date | null },
): Promise<void> {
  if (!release.scheduledAt) return;
  const scheduledAt = release.scheduledAt.toISOString();
  await jobs.send(
    PUBLISH_RELEASE_QUEUE.name,
    { releaseId: release.id, scheduledAt } satisfies PublishReleaseJob,
    {
      startAfter: release.scheduledAt,
      singletonKey: `${release.id}@${scheduledAt}`,
    },
  );
}

/**
 * Publishes a release whose time has come, unless it was published, discarded or moved to another
 * time since the job was queued (the job of the new time does it then).
 */
export async function publishDueRelease(
  services: ContentServices,
  job: PublishReleaseJob,
  log: FastifyBaseLogger,
): Promise<'published' | 'skipped'> {
  const [release] = await services.db.select().from(releases).where(eq(releases.id, job.releaseId));
  if (release?.status !== 'open' || release.scheduledAt?.toISOString() !== job.scheduledAt) return 'skipped';
  try {
    afterPublish(
      services,
      await publishRelease(services.db, release.id, SCHEDULER_ACTOR, services.model),
      log,
    );
  } catch (error) {
    if (error instanceof EditorialError && error.code === 'not_found') return 'skipped';
    throw error;
  }
  log.info({ releaseId: release.id }, 'scheduled release published');
  return 'published';
}

/**
 * Starts the queue on the content database and its worker; queues any open scheduled release that
 * has no job (one imported from a folder, or scheduled before the queue existed).
 */
export async function startReleaseScheduler(
  services: ContentServices,
  log: FastifyBaseLogger,
): Promise<JobQueue> {
  const jobs = await startJobQueue({
    connectionString: services.config.CONTENT_DATABASE_URL,
    application: 'content',
    queues: [PUBLISH_RELEASE_QUEUE],
    onError: (error) => log.error({ err: error }, 'job queue error'),
  });
  await jobs.work<PublishReleaseJob>(
    PUBLISH_RELEASE_QUEUE.name,
    { pollingIntervalSeconds: 1 },
    async (batch) => {
      for (const job of batch) await publishDueRelease(services, job.data, log);
    },
  );
  const scheduled = await services.db
    .select()
    .from(releases)
    .where(and(eq(releases.status, 'open'), isNotNull(releases.scheduledAt)));
  for (const release of scheduled) await scheduleRelease(jobs, release);
  return jobs;
}
