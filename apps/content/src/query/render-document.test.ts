import { describe, expect, it } from 'vitest';
import { about, guides, home, n1, n2, navigation, snapshot } from './fixtures.test-support.ts';
import { parseFieldList } from './parse-field-list.ts';
import { parseGraphQuery } from './parse-graph-query.ts';
import { renderDocument } from './render-document.ts';
import type { JsonObject, JsonValue, RenderContext, Route } from './types.ts';

const routes: Route[] = [
  { type: 'homepage', path: '/:lang?' },
  { type: 'page', path: '/:lang?/:parent?/:uid', resolvers: { parent: 'parent' } },
  { type: 'news_item', path: '/news/:uid' },
  { type: 'author', path: '/authors/:uid' },
];

const ctx = (extra: Partial<RenderContext> = {}): RenderContext => ({
  snapshot,
  apiBase: 'https://cms.example/api/v2',
  assetBase: 'https://cms.example/',
  routes,
  ...extra,
});

/** Follows object keys and array indexes. */
function at(value: JsonValue | undefined, ...path: (string | number)[]): JsonValue | undefined {
  let current = value;
  for (const key of path) {
    if (typeof key === 'number') current = Array.isArray(current) ? current[key] : undefined;
    else
      current = current && typeof current === 'object' && !Array.isArray(current) ? current[key] : undefined;
  }
  return current;
}

const janeLink = {
  link_type: 'Document',
  id: 'jane',
  type: 'author',
  tags: [],
  lang: 'en-gb',
  slug: 'jane',
  uid: 'jane',
  url: '/authors/jane',
  isBroken: false,
};

describe('renderDocument', () => {
  it('produces the API document shape', () => {
    const doc = renderDocument(n1, ctx());
    expect(Object.keys(doc)).toEqual([
      'id',
      'uid',
      'url',
      'type',
      'href',
      'tags',
      'first_publication_date',
      'last_publication_date',
      'slugs',
      'linked_documents',
      'lang',
      'alternate_languages',
      'data',
    ]);
    expect(doc).toMatchObject({
      id: 'n1',
      uid: 'hello-world',
      url: '/news/hello-world',
      type: 'news_item',
      tags: ['press', 'featured'],
      first_publication_date: '2024-10-21T09:12:45+0000',
      last_publication_date: '2024-11-02T16:00:03+0000',
      slugs: ['hello-world'],
      linked_documents: [],
      lang: 'en-gb',
      alternate_languages: [],
    });
    expect(doc.data.uid).toBeUndefined();
  });

  it('builds the single-document href', () => {
    const { href } = renderDocument(n1, ctx({ snapshot: { ...snapshot, ref: 'a~b c' } }));
    expect(href).toBe(
      'https://cms.example/api/v2/documents/search?ref=a~b%20c&q=%5B%5B%3Ad%20%3D%20at(document.id%2C%20%22n1%22)%20%5D%5D',
    );
    expect(href).toContain('/api/v2/documents/search?');
    expect(decodeURIComponent(href.split('&q=')[1] ?? '')).toBe('[[:d = at(document.id, "n1") ]]');
    expect(renderDocument(n1, ctx({ apiBase: 'https://cms.example/api/v2/' })).href).toContain(
      'https://cms.example/api/v2/documents/search?ref=',
    );
  });

  it('lists the other languages of the translation group without url', () => {
    expect(renderDocument(about, ctx()).alternate_languages).toEqual([
      { id: 'about-fr', uid: 'a-propos', type: 'page', lang: 'fr-fr' },
    ]);
  });

  it('gives url null without routes', () => {
    const doc = renderDocument(n1, ctx({ routes: [] }));
    expect(doc.url).toBeNull();
    expect(at(doc.data, 'author', 'url')).toBeUndefined();
  });

  it('denormalises content relationships', () => {
    const { data } = renderDocument(n1, ctx());
    expect(data.author).toEqual(janeLink);
    expect(at(data, 'related', 'url')).toBe('/about');
  });

  it('leaves empty links alone', () => {
    expect(renderDocument(n2, ctx()).data.author).toEqual({ link_type: 'Document' });
    expect(renderDocument(about, ctx()).data.parent).toEqual({ link_type: 'Any' });
  });

  it('denormalises hyperlink spans in slices and image linkTo in rich text', () => {
    const homeData = renderDocument(home, ctx()).data;
    const spans = at(homeData, 'slices', 0, 'primary', 'content', 0, 'spans');
    expect(at(spans, 0, 'data')).toMatchObject({ id: 'about', type: 'page', url: '/about', isBroken: false });
    expect(at(spans, 1)).toEqual({ start: 0, end: 4, type: 'strong' });
    expect(at(homeData, 'slices', 1, 'primary', 'link')).toMatchObject({
      id: 'guides',
      url: '/guides',
      text: 'Guides',
    });
    expect(at(homeData, 'hero_link', 'url')).toBe('/guides');
    const aboutData = renderDocument(about, ctx()).data;
    expect(at(aboutData, 'body', 0, 'spans', 0, 'data', 'url')).toBe('/about/organisation');
    expect(at(aboutData, 'body', 1, 'linkTo', 'url')).toBe('/about/organisation');
  });

  it('denormalises links inside groups', () => {
    const social = renderDocument(navigation, ctx()).data.social;
    expect(at(social, 0, 'link')).toEqual({ link_type: 'Web', url: 'https://facebook.test/society' });
    expect(at(social, 1, 'link')).toMatchObject({
      link_type: 'Document',
      id: 'about',
      uid: 'about',
      url: '/about',
    });
  });

  it('marks links to missing documents as broken, with brokenRoute as url', () => {
    const broken = {
      link_type: 'Document',
      id: 'MISSINGDOC',
      type: 'broken_type',
      tags: [],
      lang: 'en-gb',
      slug: '-',
      isBroken: true,
    };
    expect(at(renderDocument(home, ctx()).data, 'slices', 2, 'items', 1, 'document')).toEqual(broken);
    expect(renderDocument(guides, ctx({ brokenRoute: '/404' })).data.parent).toEqual({
      ...broken,
      url: '/404',
    });
  });

  it('makes /assets/ media URLs absolute, web links untouched', () => {
    const { data } = renderDocument(about, ctx());
    expect(at(data, 'image', 'url')).toBe('https://cms.example/assets/about.jpg');
    expect(at(data, 'image', 'mobile', 'url')).toBe('https://cms.example/assets/m-about.jpg');
    expect(at(data, 'body', 1, 'url')).toBe('https://cms.example/assets/inline.png');
    expect(at(renderDocument(n1, ctx()).data, 'attachment', 'url')).toBe(
      'https://cms.example/assets/report.pdf',
    );
    expect(about.data.image).toMatchObject({ url: '/assets/about.jpg' });
  });

  it('adds fetchLinks data: top-level fields, first rich text block, no groups', () => {
    const fetchLinks = parseFieldList(
      'author.name,author.bio,author.avatar,author.roles,author.employer,x.y',
      'fetchLinks',
    );
    const { data } = renderDocument(n1, ctx({ fetchLinks }));
    expect(at(data, 'author', 'data')).toEqual({
      name: 'Jane Doe',
      bio: [{ type: 'paragraph', text: 'First bio block.', spans: [] }],
      avatar: expect.objectContaining({ url: 'https://cms.example/assets/jane.jpg' }),
      employer: expect.objectContaining({ id: 'about', url: '/about', isBroken: false }),
    });
    expect(at(data, 'author', 'data', 'employer', 'data')).toBeUndefined();
    expect(at(data, 'related', 'data')).toBeUndefined();
    expect(Object.keys(data.author as JsonObject)).toEqual([...Object.keys(janeLink), 'data']);
  });

  it('sends no data key when nothing is fetched', () => {
    const fetchLinks = parseFieldList('author.missing_field', 'fetchLinks');
    expect(renderDocument(n1, ctx({ fetchLinks })).data.author).toEqual(janeLink);
  });

  it('keeps only the fields named by fetch for that type', () => {
    const fetch = parseFieldList('news_item.title,news_item.date', 'fetch');
    expect(Object.keys(renderDocument(n1, ctx({ fetch })).data)).toEqual(['title', 'date']);
    expect(Object.keys(renderDocument(about, ctx({ fetch })).data)).toContain('body');
  });
});

describe('renderDocument with graphQuery', () => {
  const render = (doc: typeof n1, graphQuery: string) =>
    renderDocument(doc, ctx({ graphQuery: parseGraphQuery(graphQuery) })).data;

  it('selects fields and fetches linked documents through ...on', () => {
    const data = render(
      n1,
      '{ news_item { title author { ...on author { name bio } } related { ...on author { name } } } }',
    );
    expect(Object.keys(data)).toEqual(['title', 'author', 'related']);
    expect(at(data, 'author', 'data')).toEqual({
      name: 'Jane Doe',
      bio: [
        { type: 'paragraph', text: 'First bio block.', spans: [] },
        { type: 'paragraph', text: 'Second bio block.', spans: [] },
      ],
    });
    expect(at(data, 'related', 'data')).toBeUndefined();
    expect(at(data, 'related', 'url')).toBe('/about');
  });

  it('selects every field with a fragment spread and fetches two levels deep', () => {
    const data = render(
      n1,
      '{ news_item { author { ...on author { ...authorFields employer { ...on page { summary } } } } } }',
    );
    expect(Object.keys(at(data, 'author', 'data') as JsonObject)).toEqual([
      'name',
      'bio',
      'avatar',
      'employer',
      'roles',
    ]);
    expect(at(data, 'author', 'data', 'employer', 'data')).toEqual({ summary: 'Who we are and what we do' });
  });

  it('selects slice zones by slice type and variation', () => {
    const data = render(
      home,
      `{ homepage { slices {
          ...on text_block { variation { ...on default { primary { content } } } }
          ...on document_list { variation { ...on compact { items { document { ...on news_item { title } } } } } }
      } } }`,
    );
    expect(Object.keys(data)).toEqual(['slices']);
    expect(at(data, 'slices', 0, 'primary', 'content', 0, 'text')).toBe('Read about us today');
    expect(at(data, 'slices', 0, 'id')).toBe('text_block$1');
    expect(at(data, 'slices', 1)).toMatchObject({ slice_type: 'call_to_action', primary: {}, items: [] });
    expect(at(data, 'slices', 2, 'primary')).toEqual({});
    expect(at(data, 'slices', 2, 'items', 0)).toEqual({
      document: expect.objectContaining({ id: 'n1', data: { title: n1.data.title } }),
    });
    expect(at(data, 'slices', 2, 'items', 1, 'document', 'isBroken')).toBe(true);
  });

  it('handles legacy non-repeat/repeat and whole primary selections', () => {
    const data = render(
      home,
      '{ homepage { slices { ...on call_to_action { non-repeat { heading } } ...on text_block { primary } } } }',
    );
    expect(at(data, 'slices', 1, 'primary')).toEqual({ heading: 'Join' });
    expect(at(data, 'slices', 0, 'primary', 'content', 0, 'spans', 0, 'data', 'url')).toBe('/about');
  });

  it('selects group subfields', () => {
    expect(render(navigation, '{ navigation { social { platform } } }')).toEqual({
      social: [{ platform: 'Facebook' }, { platform: 'X' }],
    });
  });

  it('leaves types not named in the graphQuery whole', () => {
    expect(Object.keys(render(about, '{ news_item { title } }'))).toContain('body');
  });
});
