import { once } from 'node:events';
import { createServer, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseReadiness } from './database-readiness.ts';
import { testServerUrl } from './testing/index.ts';

const pools: pg.Pool[] = [];
const poolAt = (connectionString: string) => {
  const pool = new pg.Pool({ connectionString, max: 1 });
  pool.on('error', () => {});
  pools.push(pool);
  return pool;
};
afterAll(() => Promise.all(pools.map((pool) => pool.end().catch(() => {}))));

describe('databaseReadiness', () => {
  it('is 200 when the database answers', async () => {
    expect(await databaseReadiness(poolAt(testServerUrl()))).toEqual({
      statusCode: 200,
      body: { status: 'ready' },
    });
  });

  it('is 503 with the reason when nothing listens at the address', async () => {
    const closed = createServer();
    closed.listen(0, '127.0.0.1');
    await once(closed, 'listening');
    const { port } = closed.address() as { port: number };
    closed.close();
    await once(closed, 'close');
    const readiness = await databaseReadiness(poolAt(`postgres://x:y@127.0.0.1:${port}/none`));
    expect(readiness.statusCode).toBe(503);
    expect(readiness.body.reason).toMatch(/^database unreachable: .*ECONNREFUSED/);
  });

  it('is 503 when the database accepts the connection but never answers', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    try {
      const readiness = await databaseReadiness(poolAt(`postgres://x:y@127.0.0.1:${port}/none`), 200);
      expect(readiness).toEqual({
        statusCode: 503,
        body: { status: 'unavailable', reason: 'database unreachable: no answer within 200 ms' },
      });
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
