import { describe, expect, it } from 'vitest';
import { siteReadiness } from './site-readiness.ts';

const urls = { apiUrl: 'http://api.test', prismicEndpoint: 'http://content.test/api/v2' };
const answering = (statuses: Record<string, number>) => async (url: URL) => {
  const code = statuses[url.href];
  if (code === undefined) throw new TypeError('fetch failed');
  return new Response(null, { status: code });
};

describe('siteReadiness', () => {
  it('is ready when the api and the content service are', async () => {
    const probe = answering({ 'http://api.test/ready': 200, 'http://content.test/ready': 200 });
    expect(await siteReadiness(urls, probe)).toEqual({ statusCode: 200, body: { status: 'ready' } });
  });

  it('is 503 naming the api when its database is down', async () => {
    const probe = answering({ 'http://api.test/ready': 503, 'http://content.test/ready': 200 });
    expect(await siteReadiness(urls, probe)).toEqual({
      statusCode: 503,
      body: { status: 'unavailable', reason: 'api not ready (503)' },
    });
  });

  it('is 503 naming the content repository when it does not answer', async () => {
    const probe = answering({ 'http://api.test/ready': 200 });
    expect((await siteReadiness(urls, probe)).body.reason).toBe('content repository not ready (no answer)');
  });

  it('takes a real Prismic repository (no /ready) as ready when its entry point answers', async () => {
    const prismic = { apiUrl: urls.apiUrl, prismicEndpoint: 'https://repo.cdn.prismic.io/api/v2' };
    const probe = answering({
      'http://api.test/ready': 200,
      'https://repo.cdn.prismic.io/ready': 404,
      'https://repo.cdn.prismic.io/api/v2': 200,
    });
    expect((await siteReadiness(prismic, probe)).statusCode).toBe(200);
  });
});
