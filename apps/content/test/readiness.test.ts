import { describe, expect, it } from 'vitest';
import { type ContentTestServer, startContentTestServer } from './support/content-test-server.ts';
import { fixtureRepository } from './support/fixture-repository.ts';

const server: ContentTestServer = await startContentTestServer(fixtureRepository());

describe('liveness and readiness', () => {
  it('GET /health: the process answers; GET /ready: its database answers', async () => {
    expect((await fetch(`${server.origin}/health`)).status).toBe(200);
    const ready = await fetch(`${server.origin}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});
