// Property-based fuzzing of every route the content service registers (read from its route table,
// so a new route is covered without touching this file): no path parameter, query or body, however
// hostile (NUL bytes, huge numbers, Infinity, 1e400, malformed percent-encoding, deep nesting,
// wrong types), may produce a 5xx.
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/app.ts';
import {
  type ContentTestServer,
  EDITOR_TOKEN,
  startContentTestServer,
} from './support/content-test-server.ts';
import { EVENT_ID, fixtureRepository, newsId } from './support/fixture-repository.ts';

let server: ContentTestServer;
let master: string;
/** FUZZ_RUNS=500 for a deeper search than the everyday run. */
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 25);

beforeAll(async () => {
  server = await startContentTestServer(fixtureRepository());
  master = (await server.services.state.masterRef()).ref;
});

const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;
const appRoutes = () =>
  server.app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');

const title = [{ type: 'heading1', text: 'Fuzzed', spans: [] }];
const newsDocument = { type: 'news_item', uid: 'fuzzed', lang: 'en-gb', data: { title, date: '2024-05-01' } };

/** A valid body per route that takes one; the fuzz mutates them. */
const BODY_SAMPLES: Readonly<Record<string, Record<string, unknown>>> = {
  'POST /editor/documents': newsDocument,
  'PUT /editor/documents/:id/draft': newsDocument,
  'POST /editor/publish': { documentIds: [newsId(3)] },
  'POST /editor/unpublish': { documentIds: [newsId(4)] },
  'POST /editor/releases': { label: 'Fuzzed release', scheduledAt: '2031-01-01T09:00:00+0000' },
  'PUT /editor/releases/:id/documents/:documentId': newsDocument,
  'POST /editor/previews': { releaseId: 'spring', documentId: newsId(1) },
  'POST /editor/documents/:id/restore': { versionId: 1, baseVersionId: null },
  // Uploads take a file's bytes; a JSON body is refused as not a file.
  'POST /editor/assets': { file: 'not a file' },
  'PUT /editor/assets/:name': { file: 'not a file' },
  'POST /editor/import': { documents: [{ ...newsDocument, id: newsId(9), uid: 'news-9' }] },
};

/** A valid query per route that reads one. */
const querySamples = (): Readonly<Record<string, Record<string, string>>> => ({
  'GET /api/v2/documents/search': {
    ref: master,
    q: '[[at(document.type, "news_item")]]',
    pageSize: '5',
    page: '1',
    orderings: '[my.news_item.date desc]',
  },
  'GET /assets/:name': {
    w: '100',
    h: '100',
    q: '80',
    fm: 'webp',
    fit: 'crop',
    crop: 'focalpoint',
    'fp-x': '0.3',
    'fp-y': '0.6',
  },
  'GET /editor/changes': {
    actor: 'editor',
    action: 'published',
    document: newsId(2),
    from: '2024-01-01',
    to: '2024-12-31',
    page: '1',
    per_page: '10',
  },
});

const PARAM_SAMPLES: Readonly<Record<string, string>> = {
  ':id': newsId(2),
  ':documentId': EVENT_ID,
  ':name': 'missing.png',
};

/** Values that have broken handlers before, as decoded strings. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constantFrom(
    '\u0000',
    `a\u0000b`,
    'Infinity',
    '-Infinity',
    'NaN',
    '1e400',
    '-1e400',
    '1e-400',
    '9'.repeat(400),
    '-1',
    '0',
    '1.5',
    '0x10',
    '',
    ' ',
    '__proto__',
    '../../',
    '[[',
    '{"a":',
    '%',
  ),
);

/** Raw query or path text that is not valid percent-encoding. */
const malformedPercent = fc.constantFrom('%', '%E0%A4%A', '%ZZ', '%FF%FE', '%C0%80', '%00', '%u0000', '%%');

const hostileValue = fc.oneof(
  fc.jsonValue(),
  hostileString,
  fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, 1e308, -0, true, null, [], {}),
  fc.array(fc.integer(), { maxLength: 20 }),
);

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
/** Bodies sent as raw text: not JSON at all, or JSON nested deeper than any parser should follow. */
const rawBody = fc.constantFrom(
  '{"data":',
  'null',
  '"\\u0000"',
  '{"type":"news_item","data":{"title":"\\u0000"}}',
  `{"type":"news_item","data":{"x":${nested(100)}}}`,
  `{"type":"news_item","data":{"x":${nested(20_000)}}}`,
  nested(100_000),
  '{"a":1e400}',
  '{"documentIds":[1e400]}',
);

const bodyFor = (route: RouteEntry) => {
  const sample = BODY_SAMPLES[routeKey(route)] ?? {};
  const mutated = fc
    .tuple(
      fc.dictionary(fc.constantFrom(...Object.keys(sample), 'data', 'id', 'extra'), hostileValue, {
        maxKeys: 4,
      }),
      fc.subarray(Object.keys(sample)),
    )
    .map(([changes, kept]) =>
      JSON.stringify({ ...Object.fromEntries(kept.map((key) => [key, sample[key]])), ...changes }),
    );
  return fc.oneof(
    mutated,
    fc.jsonValue().map((value) => JSON.stringify(value)),
    rawBody,
  );
};

const queryFor = (route: RouteEntry) => {
  const sample = querySamples()[routeKey(route)] ?? {};
  const encoded = fc
    .dictionary(
      fc.oneof(fc.constantFrom(...Object.keys(sample), 'ref', 'access_token'), fc.string()),
      hostileString,
      {
        maxKeys: 4,
      },
    )
    .map((changes) => new URLSearchParams({ ...sample, ...changes }).toString());
  const raw = fc
    .tuple(fc.constantFrom(...Object.keys(sample), 'ref', 'q'), malformedPercent)
    .map(([key, value]) => `${new URLSearchParams(sample).toString()}&${key}=${value}`);
  return fc.oneof(encoded, raw);
};

const pathFor = (route: RouteEntry) => {
  const names = route.url.match(/:\w+/g) ?? [];
  const value = (name: string) =>
    fc.oneof(
      fc.constant(encodeURIComponent(PARAM_SAMPLES[name] ?? '1')),
      hostileString.filter((text) => text.length > 0).map(encodeURIComponent),
      malformedPercent,
    );
  return fc
    .tuple(...names.map(value))
    .map((values) => names.reduce((url, name, i) => url.replace(name, values[i]!), route.url));
};

const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function send(route: RouteEntry, path: string, query: string, body: string) {
  return server.app.inject({
    method: route.method as 'POST',
    url: query ? `${path}?${query}` : path,
    headers: {
      authorization: `Bearer ${EDITOR_TOKEN}`,
      ...(TAKES_BODY.has(route.method) ? { 'content-type': 'application/json' } : {}),
    },
    ...(TAKES_BODY.has(route.method) ? { payload: body } : {}),
  });
}

describe('hostile input on every route', () => {
  it('knows every route, with a sample for each that takes a body', () => {
    const keys = appRoutes().map(routeKey);
    expect(keys.length).toBeGreaterThanOrEqual(20);
    const bodyRoutes = keys.filter((key) => /^(POST|PUT) /.test(key) && !key.endsWith('/publish'));
    expect(bodyRoutes.filter((key) => !BODY_SAMPLES[key])).toEqual([]);
    expect(Object.keys(BODY_SAMPLES).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it(
    'never answers a 5xx to any path parameter, query or body',
    async () => {
      for (const route of appRoutes()) {
        await fc.assert(
          fc.asyncProperty(pathFor(route), queryFor(route), bodyFor(route), async (path, query, body) => {
            const response = await send(route, path, query, body);
            expect(
              response.statusCode,
              `${route.method} ${path}?${query} ${body.slice(0, 300)} → ${response.body.slice(0, 300)}`,
            ).toBeLessThan(500);
          }),
          { numRuns: RUNS_PER_ROUTE },
        );
      }
    },
    180_000 * Math.max(1, RUNS_PER_ROUTE / 25),
  );

  it('answers a NUL in ref, in any Content API parameter and in editorial ids with a 4xx', async () => {
    const cases = [
      `/api/v2/documents/search?ref=${master}%00`,
      '/api/v2/documents/search?ref=%2500',
      `/api/v2/documents/search?ref=${master}&q=%00`,
      `/api/v2/documents/search?ref=${master}&lang=%00`,
      '/api/v2?access_token=%00',
      '/api/v2/tags?access_token=%00',
      '/assets/a%00b.png',
      '/editor/documents/a%00b',
    ];
    for (const url of cases) {
      const response = await server.app.inject({ url, headers: { authorization: `Bearer ${EDITOR_TOKEN}` } });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
    }
    const preview = await server.app.inject({
      method: 'DELETE',
      url: '/editor/previews/a%00b',
      headers: { authorization: `Bearer ${EDITOR_TOKEN}` },
    });
    expect(preview.statusCode).toBe(422);
    const emptyRelease = await server.app.inject({
      method: 'POST',
      url: '/editor/previews',
      headers: { authorization: `Bearer ${EDITOR_TOKEN}`, 'content-type': 'application/json' },
      payload: { releaseId: '' },
    });
    expect(emptyRelease.statusCode).toBe(422);
    expect(preview.json()).toMatchObject({
      fields: [{ path: 'id', message: 'must not contain null characters' }],
    });
  });
});
