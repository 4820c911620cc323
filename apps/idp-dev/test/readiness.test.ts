import { describe, expect, it } from 'vitest';
import { startTestIdp } from '../src/testing/index.ts';

const idp = await startTestIdp({ redirectUris: ['http://rp.test/callback'] });

describe('liveness and readiness', () => {
  it('GET /health: the process answers; GET /ready: its database answers', async () => {
    const health = await fetch(`${idp.issuer}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${idp.issuer}/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });
});
