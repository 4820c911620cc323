import type pg from 'pg';
import { databaseReadiness } from './database-readiness.ts';

export type DatabaseHealth = { status: 'ok' | 'degraded'; database: 'ok' | 'unreachable' };

/**
 * A service's `/health` body: liveness (always answered with 200 while the process runs, so an
 * orchestrator never restarts a process for its database's outage) that still tells the truth
 * about the database: `degraded` and `unreachable` while it does not answer, when `/ready` says
 * 503 and a load balancer holds traffic. Both ask the same bounded query.
 */
export async function databaseHealth(pool: pg.Pool, timeoutMs?: number): Promise<DatabaseHealth> {
  const { statusCode } = await databaseReadiness(pool, timeoutMs);
  return statusCode === 200
    ? { status: 'ok', database: 'ok' }
    : { status: 'degraded', database: 'unreachable' };
}
