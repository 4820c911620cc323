import { describe, expect, it } from 'vitest';
import { docLink, makeDoc, makeSnapshot, paragraph, snapshot } from './fixtures.test-support.ts';
import { runQuery } from './run-query.ts';
import { type QueryContext, QueryParsingError, type SearchParams, type Snapshot } from './types.ts';

const ctx: QueryContext = {
  apiBase: 'https://cms.example/api/v2',
  assetBase: 'https://cms.example',
  requestUrl:
    'https://cms.example/api/v2/documents/search?q=%5B%5Bat%28document.type%2C+%22news_item%22%29%5D%5D&q=%5B%5Bhas%28my.news_item.title%29%5D%5D&pageSize=2&ref=MASTERREF1',
  version: 'abc1234',
  license: 'All Rights Reserved',
};

const search = (params: Partial<SearchParams>, snap: Snapshot = snapshot) =>
  runQuery(snap, { q: [], page: 1, pageSize: 20, ...params }, ctx);
const ids = (params: Partial<SearchParams>, snap?: Snapshot) =>
  search(params, snap).results.map((doc) => doc.id);
const news = '[[at(document.type, "news_item")]]';

describe('runQuery', () => {
  it('filters, orders by last publication date desc by default and answers the API shape', () => {
    const response = search({ q: [news] });
    expect(response).toMatchObject({
      page: 1,
      results_per_page: 20,
      results_size: 3,
      total_results_size: 3,
      total_pages: 1,
      next_page: null,
      prev_page: null,
      version: 'abc1234',
      license: 'All Rights Reserved',
    });
    expect(response.results.map((doc) => doc.id)).toEqual(['n1', 'n2', 'n3']);
    expect(Object.keys(response)).toEqual([
      'page',
      'results_per_page',
      'results_size',
      'total_results_size',
      'total_pages',
      'next_page',
      'prev_page',
      'results',
      'version',
      'license',
    ]);
  });

  it('ANDs every q param', () => {
    expect(
      ids({ q: [news, '[[at(document.tags, "press")]]', '[[date.after(my.news_item.date, "2024-06-01")]]'] }),
    ).toEqual(['n1']);
  });

  it('uses the master locale by default, a given locale, or every locale with *', () => {
    const pages = '[[at(document.type, "page")]]';
    expect(ids({ q: [pages] })).not.toContain('about-fr');
    expect(ids({ q: [pages], lang: 'fr-fr' })).toEqual(['about-fr']);
    expect(ids({ q: [pages], lang: 'FR-FR' })).toEqual(['about-fr']);
    expect(ids({ q: [pages], lang: '*' })).toContain('about-fr');
    expect(ids({ lang: '*', pageSize: 100 })).toHaveLength(snapshot.documents.length);
    expect(ids({ q: [pages], lang: 'de-de' })).toEqual([]);
  });

  it('applies orderings, missing values last', () => {
    expect(ids({ q: [news], orderings: '[my.news_item.date]' })).toEqual(['n2', 'n1', 'n3']);
    expect(ids({ q: [news], orderings: '[my.news_item.date desc,document.first_publication_date]' })).toEqual(
      ['n1', 'n2', 'n3'],
    );
  });

  it('returns in() results in array order unless orderings are given', () => {
    expect(ids({ q: ['[[in(document.id, ["n2", "about", "n1"])]]'] })).toEqual(['n2', 'about', 'n1']);
    expect(ids({ q: ['[[in(my.page.uid, ["guides", "about"])]]'] })).toEqual(['guides', 'about']);
    expect(ids({ q: ['[[in(document.id, ["n2", "n1"])]]'], orderings: '[my.news_item.date desc]' })).toEqual([
      'n1',
      'n2',
    ]);
  });

  it('orders geopoint.near results nearest first', () => {
    expect(ids({ q: ['[[geopoint.near(my.event.location, 48.85, 2.35, 1000)]]'] })).toEqual(['e2', 'e1']);
    expect(ids({ q: ['[[geopoint.near(my.event.location, 51.5, -0.12, 1000)]]'] })).toEqual(['e1', 'e2']);
  });

  it('pages with absolute next_page / prev_page URLs, null at the ends', () => {
    const first = search({ q: [news], pageSize: 2 });
    expect(first).toMatchObject({
      page: 1,
      results_per_page: 2,
      results_size: 2,
      total_results_size: 3,
      total_pages: 2,
    });
    expect(first.prev_page).toBeNull();
    const next = new URL(first.next_page ?? '');
    expect(next.origin + next.pathname).toBe('https://cms.example/api/v2/documents/search');
    expect(next.searchParams.get('page')).toBe('2');
    expect(next.searchParams.getAll('q')).toEqual([
      '[[at(document.type, "news_item")]]',
      '[[has(my.news_item.title)]]',
    ]);
    expect(next.searchParams.get('ref')).toBe('MASTERREF1');

    const second = search({ q: [news], pageSize: 2, page: 2 });
    expect(second.results.map((doc) => doc.id)).toEqual(['n3']);
    expect(second.next_page).toBeNull();
    expect(new URL(second.prev_page ?? '').searchParams.get('page')).toBe('1');

    const past = search({ q: [news], pageSize: 2, page: 5 });
    expect(past).toMatchObject({ page: 5, results: [], results_size: 0, total_pages: 2, next_page: null });
  });

  it('gives total_pages 0 and no page links when nothing matches', () => {
    expect(search({ q: ['[[at(document.type, "nothing")]]'] })).toMatchObject({
      total_results_size: 0,
      total_pages: 0,
      results: [],
      next_page: null,
      prev_page: null,
    });
  });

  it('clamps page and pageSize', () => {
    expect(search({ pageSize: 500 }).results_per_page).toBe(100);
    expect(search({ pageSize: 0 }).results_per_page).toBe(1);
    expect(search({ pageSize: Number.NaN }).results_per_page).toBe(20);
    expect(search({ pageSize: 2.7 }).results_per_page).toBe(2);
    expect(search({ page: -3 }).page).toBe(1);
  });

  it('returns the documents after the given id, before paging', () => {
    expect(ids({ q: [news], after: 'n1' })).toEqual(['n2', 'n3']);
    expect(search({ q: [news], after: 'n1', pageSize: 1 })).toMatchObject({
      total_results_size: 2,
      total_pages: 2,
    });
    expect(ids({ q: [news], after: 'n1', pageSize: 1 })).toEqual(['n2']);
    expect(ids({ q: [news], after: 'n3' })).toEqual([]);
    expect(ids({ q: [news], after: 'unknown' })).toEqual([]);
    expect(ids({ q: [news], after: '' })).toEqual(['n1', 'n2', 'n3']);
  });

  it('renders results with routes, brokenRoute, fetchLinks, fetch and graphQuery', () => {
    const response = search({
      q: ['[[at(my.news_item.uid, "hello-world")]]'],
      routes: JSON.stringify([
        { type: 'news_item', path: '/news/:uid' },
        { type: 'author', path: '/authors/:uid' },
      ]),
      fetchLinks: 'author.name',
      fetch: 'news_item.author,news_item.title',
    });
    const [doc] = response.results;
    expect(doc?.url).toBe('/news/hello-world');
    expect(doc?.data.author).toMatchObject({ url: '/authors/jane', data: { name: 'Jane Doe' } });
    expect(Object.keys(doc?.data ?? {})).toEqual(['title', 'author']);

    const graph = search({ q: [news], graphQuery: '{ news_item { summary } }', brokenRoute: '/404' });
    expect(graph.results.map((result) => Object.keys(result.data))).toEqual([
      ['summary'],
      ['summary'],
      ['summary'],
    ]);
  });

  it.each<[string, Partial<SearchParams>]>([
    ['q', { q: ['[[at(document.type, "x")'] }],
    ['q arguments', { q: ['[[number.lt(my.x.y, "abc")]]'] }],
    ['orderings', { orderings: '[my.a.b sideways]' }],
    ['routes', { routes: '[{' }],
    ['fetchLinks', { fetchLinks: 'author' }],
    ['fetch', { fetch: 'x' }],
    ['graphQuery', { graphQuery: '{ x { ' }],
  ])('throws QueryParsingError for malformed %s, even over an empty snapshot', (_name, params) => {
    expect(() => search(params, makeSnapshot([]))).toThrowError(QueryParsingError);
  });

  it('answers a query over ~200 documents the same way when repeated', () => {
    const docs = Array.from({ length: 200 }, (_, i) =>
      makeDoc({
        id: `doc${String(i).padStart(3, '0')}`,
        uid: `item-${i}`,
        type: i % 2 ? 'news_item' : 'page',
        lang: i % 10 === 0 ? 'fr-fr' : 'en-gb',
        tags: i % 3 ? ['press'] : [],
        lastPublicationDate: new Date(Date.UTC(2024, 0, 1) + i * 3_600_000).toISOString(),
        data: {
          title: [paragraph(`Item ${i} about parish records ${i % 7 ? 'census' : 'wills'}`, [], 'heading1')],
          date: `2024-${String((i % 12) + 1).padStart(2, '0')}-15`,
          author: docLink(`doc${String((i + 1) % 200).padStart(3, '0')}`),
          body: [paragraph('Lorem ipsum dolor sit amet '.repeat(20))],
        },
      }),
    );
    const big = makeSnapshot(docs);
    const params: SearchParams = {
      q: [
        '[[at(document.type, "news_item")][any(document.tags, ["press"])]]',
        '[[fulltext(document, "census")]]',
      ],
      page: 1,
      pageSize: 20,
      orderings: '[my.news_item.date desc]',
      routes: '[{"type":"news_item","path":"/news/:uid"},{"type":"page","path":"/:lang?/:uid"}]',
      fetchLinks: 'page.title',
    };
    const first = runQuery(big, params, ctx);
    expect(first.total_results_size).toBeGreaterThan(30);
    // Cached indexes and parses must not change the answer of a repeated query.
    expect(runQuery(big, params, ctx)).toEqual(first);
  });
});
