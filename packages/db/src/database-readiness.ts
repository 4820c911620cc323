import type pg from 'pg';

export type Readiness = { statusCode: 200 | 503; body: { status: 'ready' | 'unavailable'; reason?: string } };

/** How long a readiness probe waits for the database before calling it unreachable. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * A service's `/ready` answer: 200 when its database answers a trivial query in time, 503 with the
 * reason otherwise. `/health` stays a liveness probe (the process answers); this one says whether
 * the service can do its work, so a load balancer or orchestrator holds traffic while it cannot.
 */
export async function databaseReadiness(pool: pg.Pool, timeoutMs = PROBE_TIMEOUT_MS): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([pool.query('select 1'), timeout]);
    return { statusCode: 200, body: { status: 'ready' } };
  } catch (error) {
    return {
      statusCode: 503,
      body: { status: 'unavailable', reason: `database unreachable: ${(error as Error).message}` },
    };
  } finally {
    clearTimeout(timer);
  }
}
