import * as prismic from '@prismicio/client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN,
  type ContentTestServer,
  startContentTestServer,
} from './support/content-test-server.ts';
import { fixtureRepository } from './support/fixture-repository.ts';

let server: ContentTestServer;
let master: string;
const search = (query: string) => fetch(`${server.endpoint}/documents/search?${query}`);

beforeAll(async () => {
  server = await startContentTestServer(fixtureRepository());
  const repository = (await (await fetch(server.endpoint)).json()) as {
    refs: { ref: string; isMasterRef?: boolean }[];
  };
  master = repository.refs.find((ref) => ref.isMasterRef)!.ref;
});

describe('documents/search over HTTP', () => {
  it('answers /api/v2 and /api/v2/ alike', async () => {
    const [a, b] = await Promise.all([fetch(server.endpoint), fetch(`${server.endpoint}/`)]);
    expect(a.status).toBe(200);
    expect(await a.json()).toEqual(await b.json());
  });

  it('never answers bad input with a 5xx', async () => {
    const cases = [
      'page=0',
      'pageSize=abc',
      'page=-1',
      'q=[[at(document.type',
      'q=[[nope(document.type, "x")]]',
      `q=${'['.repeat(5000)}`,
      `q=[[fulltext(document, "${'x'.repeat(8000)}")]]`,
      'routes={not json',
      'routes=[{"type":1}]',
      'orderings=[my.news_item.date sideways]',
      'graphQuery={ news_item { title',
      'fetchLinks=@@@',
      'lang=%ZZ',
      'after=unknown',
    ];
    for (const query of cases) {
      const response = await search(`ref=${master}&${query}`);
      expect(response.status, query).toBeLessThan(500);
      if (response.status === 400)
        expect(((await response.json()) as { type: string }).type, query).toBe('parsing-error');
    }
  });

  it('names the bad part in a parsing error', async () => {
    const response = await search(`ref=${master}&q=${encodeURIComponent('[[bogus(document.type, "x")]]')}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toContain('bogus');
  });

  it('clamps pageSize at 100 and ignores unknown parameters', async () => {
    const response = await search(`ref=${master}&pageSize=500&x-c=js-7.22.0&x-d=1&unknown=1`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { results_per_page: number }).results_per_page).toBe(100);
  });

  it('accepts the legacy :d binding form', async () => {
    const q = encodeURIComponent('[[:d = at(document.type, "event") ]]');
    const body = (await (await search(`ref=${master}&q=${q}`)).json()) as { total_results_size: number };
    expect(body.total_results_size).toBe(1);
  });

  it('marks answers for a ref immutable, with an ETag that gives 304', async () => {
    const first = await search(`ref=${master}&pageSize=2`);
    expect(first.headers.get('cache-control')).toContain('immutable');
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.endpoint}/documents/search?ref=${master}&pageSize=2`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
    expect(first.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers an unknown ref with 404 naming the master ref, and an old release ref with 410', async () => {
    const unknown = await search('ref=doesNotExist0000');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      type: 'api_notfound_error',
      message: expect.stringMatching(new RegExp(`Master ref is: ${master}$`)),
    });
    const expired = await search(`ref=staleToken~${master}&access_token=${ACCESS_TOKEN}`);
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { message: string }).message).toBe(
      `Ref expired. Master ref is: ${master}`,
    );
  });

  it('serves a timestamp format of exactly 24 characters', async () => {
    const body = (await (await search(`ref=${master}&pageSize=1`)).json()) as {
      results: { first_publication_date: string }[];
    };
    expect(body.results[0]!.first_publication_date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/);
  });
});

describe('a private repository', () => {
  let secured: ContentTestServer;
  beforeAll(async () => {
    secured = await startContentTestServer(fixtureRepository(), {
      CONTENT_ACCESS_TOKEN: 'let-me-in',
      CONTENT_API_VISIBILITY: 'private',
    });
  });

  it('refuses queries without the access token with 401', async () => {
    const missing = await fetch(secured.endpoint);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ type: 'api_security_error', message: 'Invalid access token' });
    expect((await fetch(`${secured.endpoint}/documents/search?access_token=wrong`)).status).toBe(401);
    expect((await fetch(`${secured.endpoint}?access_token=let-me-in`)).status).toBe(200);
  });

  it('raises ForbiddenError in the official client without the token, and answers with it', async () => {
    await expect(prismic.createClient(secured.endpoint).getRepository()).rejects.toBeInstanceOf(
      prismic.ForbiddenError,
    );
    const withToken = prismic.createClient(secured.endpoint, { accessToken: 'let-me-in' });
    expect((await withToken.getByUID('news_item', 'news-1')).uid).toBe('news-1');
  });
});
