import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient } from '@prismicio/client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachedContentFetch, clearContentCache } from './cached-content-fetch.ts';
import { createContentApi } from './content-api.ts';
import { ContentStatusError } from './content-status-error.ts';
import { ContentUnreachableError } from './content-unreachable-error.ts';

let server: Server;
let endpoint: string;
let searches: URLSearchParams[] = [];
let searchStatus = 200;

const repository = {
  refs: [{ id: 'master', ref: 'MASTERREF', label: 'Master', isMasterRef: true }],
  bookmarks: {},
  types: {},
  tags: [],
  languages: [{ id: 'en-gb', name: 'English' }],
  forms: {},
  experiments: { draft: [], running: [] },
  oauth_initiate: '',
  oauth_token: '',
  version: 'test',
  license: 'All Rights Reserved',
};
const emptyPage = {
  page: 1,
  results_per_page: 1,
  results_size: 0,
  total_results_size: 0,
  total_pages: 0,
  next_page: null,
  prev_page: null,
  results: [],
};

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://content');
    const search = url.pathname.endsWith('/documents/search');
    if (search) searches.push(url.searchParams);
    response.writeHead(search ? searchStatus : 200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(search ? emptyPage : repository));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  clearContentCache();
  searches = [];
  searchStatus = 200;
});

const api = (url = endpoint) => createContentApi(createClient(url, { fetch: cachedContentFetch }));

describe('the content API wrapper', () => {
  it('asks first-result queries for page 1 of size 1, whatever the caller passes', async () => {
    await api().getSingle('navigation');
    await api().getByUID('news_item', 'agm', { lang: 'en-gb' });
    await api().getByID('ABC');
    expect(searches.map((params) => [params.get('page'), params.get('pageSize')])).toEqual([
      ['1', '1'],
      ['1', '1'],
      ['1', '1'],
    ]);
    expect(searches.every((params) => params.get('ref') === 'MASTERREF')).toBe(true);
  });

  it('answers null, not an error, when nothing matches', async () => {
    expect(await api().getByUID('news_item', 'missing')).toBeNull();
  });

  it('refuses getByUID with language "*" before asking anything', async () => {
    await expect(api().getByUID('page', 'about', { lang: '*' })).rejects.toThrow(
      'getByUID("page", "about") with language "*" is forbidden',
    );
    expect(searches).toEqual([]);
  });

  it("words a non-2xx answer as 'Unexpected status code [n] on URL'", async () => {
    searchStatus = 500;
    const error = await api()
      .getByType('news_item', { pageSize: 10 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentStatusError);
    expect((error as Error).message).toMatch(/^Unexpected status code \[500\] on URL http:\/\/127\.0\.0\.1/);
  });

  it('reports an unreachable service as such, for the error page to name the route', async () => {
    const spare = createServer();
    await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
    const { port } = spare.address() as AddressInfo;
    await new Promise((resolve) => spare.close(resolve));
    const closed = `http://127.0.0.1:${port}/api/v2`;
    await expect(api(closed).getSingle('navigation')).rejects.toBeInstanceOf(ContentUnreachableError);
  });
});
