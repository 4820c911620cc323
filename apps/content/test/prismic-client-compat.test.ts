import * as prismic from '@prismicio/client';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN,
  type ContentTestServer,
  startContentTestServer,
} from './support/content-test-server.ts';
import {
  ABOUT_FR_ID,
  ABOUT_ID,
  AUTHOR_ID,
  EVENT_ID,
  fixtureRepository,
  newsId,
  TEAM_ID,
} from './support/fixture-repository.ts';

const routes: prismic.Route[] = [
  { type: 'news_item', path: '/news/:uid' },
  { type: 'page', path: '/:lang?/:parent?/:uid', resolvers: { parent: 'parent' } },
];

let server: ContentTestServer;
let client: prismic.Client;
const uidsOf = (docs: prismic.PrismicDocument[]) => docs.map((doc) => doc.uid);

beforeAll(async () => {
  server = await startContentTestServer(fixtureRepository());
  // As the site's server reads: with the token that sees releases and members-only documents.
  client = prismic.createClient(server.endpoint, { routes, accessToken: ACCESS_TOKEN });
});

describe('@prismicio/client v7 against the content service', () => {
  it('reads the repository: master ref, releases, languages, forms', async () => {
    const repository = await client.getRepository();
    expect(repository.refs.find((ref) => ref.isMasterRef)?.ref).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(repository.integrationFieldsRef).toBeNull();
    expect(repository.languages.map((l) => l.id)).toEqual(['en-gb', 'fr-fr']);
    expect(repository.forms.everything?.action).toBe(`${server.endpoint}/documents/search`);
    expect(repository.experiments).toEqual({ draft: [], running: [] });
    expect(await client.getTags()).toEqual(['featured', 'org', 'press']);
  });

  it('getByUID resolves the route url and the document shape', async () => {
    const doc = await client.getByUID('news_item', 'news-3');
    expect(doc).toMatchObject({
      id: newsId(3),
      uid: 'news-3',
      url: '/news/news-3',
      type: 'news_item',
      lang: 'en-gb',
    });
    expect(doc.href).toContain('/api/v2/documents/search?');
    expect(doc.first_publication_date).toBe('2024-01-03T09:00:00+0000');
    expect(doc.linked_documents).toEqual([]);
    expect(doc.data.author).toMatchObject({
      link_type: 'Document',
      id: AUTHOR_ID,
      type: 'author',
      uid: 'jane-roe',
      isBroken: false,
    });
  });

  it('resolves parent resolvers and the optional master language', async () => {
    expect((await client.getByID(TEAM_ID)).url).toBe('/about/team');
    expect((await client.getByID(ABOUT_FR_ID, { lang: 'fr-fr' })).url).toBe('/fr-fr/a-propos');
    const about = await client.getByID(ABOUT_ID);
    expect(about.alternate_languages).toEqual([
      { id: ABOUT_FR_ID, uid: 'a-propos', type: 'page', lang: 'fr-fr' },
    ]);
  });

  it('getByType pages with orderings', async () => {
    const page = await client.getByType('news_item', {
      orderings: [{ field: 'my.news_item.rank', direction: 'desc' }],
      pageSize: 10,
      page: 2,
    });
    expect(page).toMatchObject({ page: 2, results_per_page: 10, total_results_size: 25, total_pages: 3 });
    expect(uidsOf(page.results)[0]).toBe('news-15');
    expect(page.next_page).toContain('page=3');
    const last = await client.getByType('news_item', { pageSize: 10, page: 3 });
    expect(last.next_page).toBeNull();
    expect(last.results).toHaveLength(5);
  });

  it('getAllByType follows every page', async () => {
    const all = await client.getAllByType('news_item', {
      pageSize: 10,
      orderings: { field: 'my.news_item.date' },
    });
    expect(uidsOf(all)).toEqual(Array.from({ length: 25 }, (_, i) => `news-${i + 1}`));
  });

  it('getFirst, getByIDs (in order) and the tag methods', async () => {
    expect((await client.getFirst({ filters: [prismic.filter.at('document.type', 'event')] })).id).toBe(
      EVENT_ID,
    );
    const byIds = await client.getByIDs([newsId(9), newsId(2), newsId(5)]);
    expect(byIds.results.map((doc) => doc.id)).toEqual([newsId(9), newsId(2), newsId(5)]);
    expect((await client.getAllByTag('featured')).length).toBe(8);
    expect((await client.getAllByEveryTag(['press', 'featured'])).length).toBe(8);
    expect((await client.getAllBySomeTags(['featured', 'org'])).length).toBe(9);
  });

  it('applies each filter family', async () => {
    const count = async (...filters: string[]) =>
      (await client.get({ filters, pageSize: 100 })).total_results_size;
    const { filter } = prismic;
    expect(await count(filter.not('document.type', 'news_item'))).toBe(4);
    expect(await count(filter.any('my.news_item.uid', ['news-1', 'news-2', 'nope']))).toBe(2);
    expect(await count(filter.fulltext('document', 'census'))).toBe(7);
    expect(await count(filter.fulltext('my.news_item.summary', 'parish'))).toBe(1);
    expect(await count(filter.has('my.news_item.summary'))).toBe(1);
    expect(await count(filter.missing('my.news_item.summary'))).toBe(24);
    expect(await count(filter.numberLessThan('my.news_item.rank', 3))).toBe(2);
    expect(await count(filter.numberGreaterThan('my.news_item.rank', 23))).toBe(2);
    expect(await count(filter.numberInRange('my.news_item.rank', 10, 12))).toBe(3);
    expect(await count(filter.dateAfter('my.news_item.date', '2024-01-20'))).toBe(5);
    expect(
      await count(filter.dateBefore('document.first_publication_date', new Date('2024-01-03T00:00:00Z'))),
    ).toBe(2);
    expect(await count(filter.dateBetween('my.news_item.date', '2024-01-10', '2024-01-12'))).toBe(3);
    expect(await count(filter.dateDayOfMonth('my.news_item.date', 15))).toBe(1);
    expect(await count(filter.dateDayOfWeek('my.news_item.date', 'monday'))).toBe(4);
    expect(await count(filter.dateMonth('my.event.start', 'march'))).toBe(1);
    expect(await count(filter.dateYear('my.news_item.date', 2024))).toBe(25);
    expect(await count(filter.dateHour('my.event.start', 19))).toBe(1);
    expect(await count(filter.geopointNear('my.event.location', 51.5, -0.1, 5))).toBe(1);
    expect(await count(filter.at('my.news_item.author', AUTHOR_ID))).toBe(25);
    expect(
      (await client.get({ filters: [filter.similar(newsId(5), 10)] })).results.every(
        (d) => d.id !== newsId(5),
      ),
    ).toBe(true);
  });

  it('queries every language with lang *', async () => {
    expect((await client.getAllByType('page', { lang: '*' })).length).toBe(3);
    expect((await client.getAllByType('page')).length).toBe(2);
  });

  it('fills fetchLinks data on relationships', async () => {
    const doc = await client.getByUID('news_item', 'news-1', { fetchLinks: ['author.name'] });
    expect(doc.data.author).toMatchObject({ id: AUTHOR_ID, data: { name: 'Jane Roe' } });
  });

  it('queries a release by its ref', async () => {
    const [release] = await client.getReleases();
    expect(release?.label).toBe('Spring issue');
    const releaseClient = prismic.createClient(server.endpoint, { routes, accessToken: ACCESS_TOKEN });
    releaseClient.queryContentFromReleaseByLabel('Spring issue');
    expect(prismic.asText((await releaseClient.getByUID('news_item', 'news-2')).data.title)).toBe(
      'News 2 (spring)',
    );
    expect(prismic.asText((await client.getByUID('news_item', 'news-2')).data.title)).toBe('News 2');
  });

  it('uses the preview ref from the io.prismic.preview cookie', async () => {
    const response = await server.editor('POST', '/editor/previews', { documentId: 'draftonly0000001' });
    const { token, previewUrl } = (await response.json()) as { token: string; previewUrl: string };
    expect(token).toContain('websitePreviewId=');
    expect(previewUrl).toContain('/preview?token=');
    const previewClient = prismic.createClient(server.endpoint, { routes });
    previewClient.enableAutoPreviewsFromReq({
      headers: { cookie: `io.prismic.preview=${encodeURIComponent(token)}` },
    });
    expect(prismic.asText((await previewClient.getByUID('news_item', 'news-1')).data.title)).toBe(
      'News 1 (edited)',
    );
    const draftOnly = await previewClient.getByUID('news_item', 'draft-only');
    expect(draftOnly.url).toBe('/news/draft-only');
    expect(
      await client.resolvePreviewURL({
        documentID: 'draftonly0000001',
        previewToken: token,
        defaultURL: '/',
      }),
    ).toBe('/news/draft-only');
    await expect(client.getByUID('news_item', 'draft-only')).rejects.toBeInstanceOf(prismic.NotFoundError);
  });
});

describe('errors the client raises', () => {
  it('ParsingError for a malformed filter', async () => {
    await expect(client.get({ filters: ['[at(document.type, "x"'] })).rejects.toBeInstanceOf(
      prismic.ParsingError,
    );
  });

  it('NotFoundError when getFirst finds nothing', async () => {
    await expect(client.getByUID('news_item', 'missing')).rejects.toBeInstanceOf(prismic.NotFoundError);
  });

  it('PreviewTokenExpiredError for an ended preview session', async () => {
    const session = (await (await server.editor('POST', '/editor/previews', {})).json()) as {
      id: string;
      token: string;
    };
    expect((await server.editor('DELETE', `/editor/previews/${session.id}`)).status).toBe(204);
    await expect(client.get({ ref: session.token })).rejects.toBeInstanceOf(prismic.PreviewTokenExpiredError);
  });

  it('retries an unknown or expired ref with the master ref named in the error', async () => {
    const master = await client.getMasterRef();
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const results = await client.get({
        ref: 'unknownRef000000',
        filters: [prismic.filter.at('document.id', newsId(1))],
      });
      expect(results.results[0]?.id).toBe(newsId(1));
      const expired = await client.get({ ref: `oldToken~${master.ref}`, pageSize: 1 });
      expect(expired.results).toHaveLength(1);
    } finally {
      console.warn = original;
    }
    expect(warnings.length).toBeGreaterThan(0);
  });
});
