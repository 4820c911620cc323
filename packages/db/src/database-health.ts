import type pg from 'pg';

export type DatabaseHealth = {
  /** 200 when the database answers, 503 when it does not. */
  statusCode: 200 | 503;
  body: { status: 'ok' | 'unavailable'; database: 'ok' | 'unreachable' };
};

/** How long a health check waits for the database before calling it unreachable. */
const HEALTH_TIMEOUT_MS = 2000;

/**
 * A service's health is its database's: a process that answers while every query fails is not
 * serving the site. One trivial query through the service's own pool, bounded in time (a server
 * that accepts connections but never answers must not hang the check).
 */
export async function databaseHealth(pool: pg.Pool, timeoutMs = HEALTH_TIMEOUT_MS): Promise<DatabaseHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = pool.query('select 1').then(
    () => true,
    () => false,
  );
  const up = await Promise.race([answered, timeout]);
  clearTimeout(timer);
  return up
    ? { statusCode: 200, body: { status: 'ok', database: 'ok' } }
    : { statusCode: 503, body: { status: 'unavailable', database: 'unreachable' } };
}
