import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics, one registry for whichever services it runs (each service is its own
 * process in production; tests build several in one). Label values are bounded: route patterns,
 * never raw URLs; cache and queue names from the code.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

export const httpRequests = new Counter({
  name: 'society_http_requests_total',
  help: 'HTTP requests answered, by service, method, route pattern and status code.',
  labelNames: ['service', 'method', 'route', 'status_code'] as const,
  registers: [metricsRegistry],
});

export const httpErrors = new Counter({
  name: 'society_http_request_errors_total',
  help: 'HTTP requests answered with a 5xx status, by service, method and route pattern.',
  labelNames: ['service', 'method', 'route'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'society_http_request_duration_seconds',
  help: 'Time from receiving a request to the last byte of its answer, by service, method and route pattern.',
  labelNames: ['service', 'method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

const cacheLookups = new Counter({
  name: 'society_cache_lookups_total',
  help: 'Per-process cache lookups, by cache and result (hit or miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});

/** Counts one lookup in a per-process cache. */
export function recordCacheLookup(cache: string, hit: boolean): void {
  cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' });
}

/** What a pg.Pool tells of itself. */
export type PoolLike = { totalCount: number; idleCount: number; waitingCount: number };

const pools = new Map<PoolLike, { service: string; pool: string }>();
new Gauge({
  name: 'society_db_pool_connections',
  help: 'Database pool connections by state: total open, idle, and waiting (requests queued for a connection).',
  labelNames: ['service', 'pool', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset();
    for (const [pool, labels] of pools) {
      this.set({ ...labels, state: 'total' }, pool.totalCount);
      this.set({ ...labels, state: 'idle' }, pool.idleCount);
      this.set({ ...labels, state: 'waiting' }, pool.waitingCount);
    }
  },
});

/** Reports a pool's connections until the returned function is called (when the pool closes). */
export function watchPool(service: string, name: string, pool: PoolLike): () => void {
  pools.set(pool, { service, pool: name });
  return () => void pools.delete(pool);
}

type QueueReader = { service: string; queue: string; read: () => Promise<number> };
const queues = new Set<QueueReader>();
new Gauge({
  name: 'society_job_queue_depth',
  help: 'Jobs waiting in a queue (read from the database at each scrape), by service and queue.',
  labelNames: ['service', 'queue'] as const,
  registers: [metricsRegistry],
  async collect() {
    this.reset();
    for (const { service, queue, read } of queues) {
      const depth = await read().catch(() => Number.NaN);
      this.set({ service, queue }, depth);
    }
  },
});

/**
 * Reports a queue's depth, read at each scrape, until the returned function is called. Any queue
 * (the mail outbox today; a job queue's `getQueueSize` when there is one) is reported this way.
 */
export function watchQueue(service: string, queue: string, read: () => Promise<number>): () => void {
  const reader = { service, queue, read };
  queues.add(reader);
  return () => void queues.delete(reader);
}
