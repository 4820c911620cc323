import { createTestDatabase, testServerUrl } from '@society/db/testing';
import { describe, expect, it } from 'vitest';
import { buildTestApi } from './api-test-app.ts';

const api = await buildTestApi();

describe('liveness and readiness', () => {
  it('GET /health: the process answers; GET /ready: its database answers', async () => {
    expect((await api.app.inject({ url: '/health' })).statusCode).toBe(200);
    const ready = await api.app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('GET /ready is 503 once the database cannot be reached, while /health stays 200', async () => {
    const database = await createTestDatabase(testServerUrl(), 'api');
    const { app } = await buildTestApi({ databaseUrl: database.url });
    await database.drop();
    const ready = await app.inject({ url: '/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      status: 'unavailable',
      reason: expect.stringMatching(/^database unreachable/),
    });
    const health = await app.inject({ url: '/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'degraded', database: 'unreachable' });
  });
});
