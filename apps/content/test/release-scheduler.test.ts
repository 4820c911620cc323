import { releases } from '@society/db/content-schema';
import { startJobQueue, stopJobQueue } from '@society/jobs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createContentServices } from '../src/create-content-services.ts';
import {
  PUBLISH_RELEASE_QUEUE,
  scheduleRelease,
  startReleaseScheduler,
} from '../src/editorial/release-scheduler.ts';
import { startContentTestServer } from './support/content-test-server.ts';
import { fixtureRepository, newsId } from './support/fixture-repository.ts';

const server = await startContentTestServer(fixtureRepository());
const title = (text: string) => [{ type: 'heading1', text, spans: [] }];
const log = server.app.log;

async function releaseWithNews(label: string, n: number, text: string, scheduledAt: Date) {
  const created = await server.editor('POST', '/editor/releases', {
    label,
    scheduledAt: scheduledAt.toISOString(),
  });
  const { id } = (await created.json()) as { id: string };
  await server.editor('PUT', `/editor/releases/${id}/documents/${newsId(n)}`, {
    type: 'news_item',
    uid: `news-${n}`,
    data: { title: title(text) },
  });
  return id;
}

const liveTitle = async (n: number) => {
  const response = await fetch(
    `${server.endpoint}/documents/search?q=${encodeURIComponent(`[[at(my.news_item.uid,"news-${n}")]]`)}`,
  );
  const body = (await response.json()) as { results: { data: { title: { text: string }[] } }[] };
  return body.results[0]?.data.title[0]?.text;
};
const status = async (id: string) =>
  (await server.services.db.select().from(releases).where(eq(releases.id, id)))[0]?.status;

describe('scheduled releases', () => {
  it('publish by themselves at their time, recorded as the scheduler', async () => {
    server.services.jobs = await startReleaseScheduler(server.services, log);
    const id = await releaseWithNews('Soon', 11, 'Published by the clock', new Date(Date.now() + 1500));
    expect(await status(id)).toBe('open');
    await expect.poll(() => status(id), { timeout: 20_000 }).toBe('published');
    await expect.poll(() => liveTitle(11), { timeout: 5_000 }).toBe('Published by the clock');
    const history = (await (
      await server.editor('GET', `/editor/documents/${newsId(11)}/history`)
    ).json()) as {
      changes: { action: string; actorEmail: string }[];
    };
    expect(history.changes[0]).toMatchObject({ action: 'released', actorEmail: 'scheduled release' });
    await stopJobQueue(server.services.jobs);
    server.services.jobs = undefined;
  });

  it('survive a restart: a job queued by one process is run by the next', async () => {
    const other = await createContentServices(server.config);
    // One process queues the job and stops before its time; nothing runs it yet.
    const queueOnly = await startJobQueue({
      connectionString: server.config.CONTENT_DATABASE_URL,
      application: 'content test',
      queues: [PUBLISH_RELEASE_QUEUE],
      onError: () => {},
    });
    const id = await releaseWithNews('After restart', 12, 'Survived the restart', new Date(Date.now() + 500));
    const [release] = await server.services.db.select().from(releases).where(eq(releases.id, id));
    await scheduleRelease(queueOnly, release!);
    await stopJobQueue(queueOnly);
    expect(await status(id)).toBe('open');
    // The next process starts its scheduler and publishes the release.
    other.jobs = await startReleaseScheduler(other, log);
    await expect.poll(() => status(id), { timeout: 20_000 }).toBe('published');
    await other.close();
  });

  it('do not publish early when moved to a later time', async () => {
    server.services.jobs = await startReleaseScheduler(server.services, log);
    const id = await releaseWithNews('Moved', 13, 'Not yet', new Date(Date.now() + 500));
    await server.editor('POST', '/editor/releases', {
      id,
      label: 'Moved',
      scheduledAt: '2031-01-01T09:00:00+0000',
    });
    // The first time's job runs and does nothing; the later time's job still waits.
    const states = async () =>
      (
        await server.services.db.execute<{ state: string }>(
          sql`SELECT state FROM pgboss.job WHERE data->>'releaseId' = ${id} ORDER BY start_after`,
        )
      ).rows.map((row) => row.state);
    await expect.poll(states, { timeout: 20_000 }).toEqual(['completed', 'created']);
    expect(await status(id)).toBe('open');
    await stopJobQueue(server.services.jobs);
    server.services.jobs = undefined;
  });
});
