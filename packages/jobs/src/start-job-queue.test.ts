import { useTestDatabase } from '@society/db/testing';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createQueueOnce,
  type JobQueue,
  queueDepths,
  reportedError,
  startJobQueue,
  stopJobQueue,
} from './start-job-queue.ts';

const queues = [{ name: 'greetings', retryLimit: 0 }];
const errors: Error[] = [];
let url: string;
let boss: JobQueue;

beforeAll(async () => {
  url = (await useTestDatabase('api')).url;
  boss = await startJobQueue({
    connectionString: url,
    application: 'jobs test',
    queues,
    onError: (e) => errors.push(e),
  });
});
afterAll(() => stopJobQueue(boss));

describe('the job queue', () => {
  it('keeps a job in PostgreSQL until a worker, in any process, takes it', async () => {
    await boss.send('greetings', { to: 'Ada' });
    expect(await queueDepths(boss, queues)).toEqual({ greetings: 1 });

    // A second queue on the same database stands for another instance, or the same one restarted.
    const other = await startJobQueue({
      connectionString: url,
      application: 'jobs test 2',
      queues,
      onError: (e) => errors.push(e),
    });
    const received = await new Promise<unknown>((resolve) => {
      void other.work<{ to: string }>('greetings', async ([job]) => resolve(job?.data));
    });
    expect(received).toEqual({ to: 'Ada' });
    await stopJobQueue(other);
    expect(await queueDepths(boss, queues)).toEqual({ greetings: 0 });
    expect(errors).toEqual([]);
  });

  it('holds a job with a start time back until then', async () => {
    const id = await boss.send(
      'greetings',
      { to: 'later' },
      { startAfter: new Date(Date.now() + 3_600_000) },
    );
    expect(id).toBeTruthy();
    expect(await boss.fetch('greetings')).toEqual([]);
    expect(await queueDepths(boss, queues)).toEqual({ greetings: 1 });
  });
});

describe('instances starting together', () => {
  it('each start, though they create the same new queues at once', async () => {
    const newQueues = ['imports-together', 'mail-together', 'alerts-together'].map((name) => ({ name }));
    const started = await Promise.all(
      Array.from({ length: 4 }, (_, index) =>
        startJobQueue({
          connectionString: url,
          application: `instance ${index}`,
          queues: newQueues,
          onError: (e) => errors.push(e),
        }),
      ),
    );
    expect(await queueDepths(started[0]!, newQueues)).toEqual({
      'imports-together': 0,
      'mail-together': 0,
      'alerts-together': 0,
    });
    await Promise.all(started.map((queue) => stopJobQueue(queue)));
  });

  it('a queue created while PostgreSQL broke a deadlock is created again; other errors stand', async () => {
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    let calls = 0;
    const flaky = {
      createQueue: async () => {
        calls += 1;
        if (calls < 3) throw deadlock;
      },
    };
    await createQueueOnce(flaky, { name: 'q' });
    expect(calls).toBe(3);
    const broken = {
      createQueue: async () => Promise.reject(Object.assign(new Error('no'), { code: '42501' })),
    };
    await expect(createQueueOnce(broken, { name: 'q' })).rejects.toThrow('no');
    const stuck = { createQueue: async () => Promise.reject(deadlock) };
    await expect(createQueueOnce(stuck, { name: 'q' }, 2)).rejects.toThrow('deadlock detected');
  });
});

describe('an error the queue reports', () => {
  it('keeps the message, stack and SQLSTATE code, not the driver client it carries', () => {
    const driverError = Object.assign(new Error('relation "pgboss.job" does not exist'), {
      code: '42P01',
      client: { pool: { sockets: new Array(40).fill({}) } },
    });
    const reported = reportedError(driverError);
    expect(reported).toMatchObject({ message: driverError.message, code: '42P01', stack: driverError.stack });
    expect(reported).not.toHaveProperty('client');
  });

  it('says in one line that the database server is stopping, without the driver stack', () => {
    const driverError = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
      client: {},
    });
    const reported = reportedError(driverError);
    expect(reported).toMatchObject({ message: driverError.message, code: '57P01' });
    expect(reported.stack).toBe('Error: terminating connection due to administrator command');
  });
});

describe('the database ending the queue’s connections', () => {
  /** Ends every connection of the named queues, as PostgreSQL does when it is told to stop (57P01). */
  async function endConnections(applications: string[]) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = ANY($1)',
        [applications.map((name) => `${name} jobs`)],
      );
    } finally {
      await client.end();
    }
  }

  it('is reported while the queue should run, and not once the service is stopping it', async () => {
    const running: Error[] = [];
    const stopped: Error[] = [];
    const queueReportingTo = (application: string, reports: Error[], goingAwayGraceMs: number) =>
      startJobQueue({
        connectionString: url,
        application,
        queues,
        onError: (e) => reports.push(e),
        goingAwayGraceMs,
      });
    // The stopped queue's grace is the shorter: by the time the running one reports, it is over.
    const stoppedQueue = await queueReportingTo('stopping service', stopped, 1_000);
    const runningQueue = await queueReportingTo('running service', running, 2_000);
    let lost = 0;
    stoppedQueue.on('error', () => {
      lost += 1;
    });
    await endConnections(['stopping service', 'running service']);
    // The connections are lost before the service begins to stop, as on a Ctrl-C.
    await expect.poll(() => lost, { timeout: 10_000 }).toBeGreaterThan(0);
    await stopJobQueue(stoppedQueue);

    await expect.poll(() => running.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(running[0]).toMatchObject({ code: '57P01' });
    expect(stopped).toEqual([]);
    await stopJobQueue(runningQueue);
  });
});
