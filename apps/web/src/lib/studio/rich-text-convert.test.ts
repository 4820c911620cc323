import type { RTNode } from '@prismicio/client';
import { describe, expect, it } from 'vitest';
import { docToPrismic, type PmNode, prismicToDoc } from './rich-text-convert.ts';

const block = (type: string, text: string, spans: unknown[] = []) =>
  ({ type, text, spans }) as unknown as RTNode;
const roundTrip = (blocks: RTNode[]) => docToPrismic(prismicToDoc(blocks));

const documentLink = {
  link_type: 'Document',
  id: 'news0000000001',
  type: 'news_item',
  uid: 'autumn-fair',
  lang: 'en-gb',
  isBroken: false,
};
const webLink = { link_type: 'Web', url: 'https://example.org/census', target: '_blank' };
const mediaLink = {
  link_type: 'Media',
  name: 'journal.pdf',
  kind: 'document',
  url: '/assets/journal.pdf',
  size: '1024',
};
const image = {
  type: 'image',
  url: '/assets/map.png',
  alt: 'A map of the parish',
  copyright: null,
  dimensions: { width: 800, height: 600 },
  edit: { x: 0, y: 0, zoom: 1, background: '#fff' },
  linkTo: webLink,
};
const embed = {
  type: 'embed',
  oembed: {
    type: 'video',
    embed_url: 'https://www.youtube.com/watch?v=abc',
    provider_name: 'YouTube',
    html: '<iframe></iframe>',
  },
};

describe('rich text between Prismic and the editor', () => {
  it('keeps every block type', () => {
    const blocks = [
      ...[1, 2, 3, 4, 5, 6].map((level) => block(`heading${level}`, `Heading ${level}`)),
      block('paragraph', 'A paragraph'),
      block('preformatted', 'line one\n  indented'),
      block('list-item', 'first'),
      block('list-item', 'second'),
      block('o-list-item', 'one'),
      block('o-list-item', 'two'),
      image as unknown as RTNode,
      embed as unknown as RTNode,
      block('paragraph', 'After'),
    ];
    expect(roundTrip(blocks)).toEqual(blocks);
  });

  it('keeps every span type, overlapping spans and spans across line breaks', () => {
    const blocks = [
      block('paragraph', 'Bold and italic overlap here', [
        { start: 0, end: 15, type: 'strong' },
        { start: 5, end: 22, type: 'em' },
      ]),
      block('paragraph', 'Read the fair, the census or the journal.', [
        { start: 0, end: 4, type: 'label', data: { label: 'highlight' } },
        { start: 9, end: 13, type: 'hyperlink', data: documentLink },
        { start: 9, end: 13, type: 'strong' },
        { start: 19, end: 25, type: 'hyperlink', data: webLink },
        { start: 33, end: 40, type: 'hyperlink', data: mediaLink },
      ]),
      block('heading2', 'Two\nlines', [{ start: 1, end: 6, type: 'em' }]),
      block('list-item', 'item with link', [{ start: 10, end: 14, type: 'hyperlink', data: webLink }]),
    ];
    expect(roundTrip(blocks)).toEqual(blocks);
  });

  it('reads overlapping spans of one type as their union, in the order of the text', () => {
    const blocks = [
      block('paragraph', 'abcdefgh', [
        { start: 4, end: 8, type: 'strong' },
        { start: 0, end: 5, type: 'strong' },
      ]),
    ];
    expect(roundTrip(blocks)).toEqual([
      block('paragraph', 'abcdefgh', [{ start: 0, end: 8, type: 'strong' }]),
    ]);
  });

  it('groups list items into lists and splits two lists of different kinds', () => {
    const doc = prismicToDoc([block('list-item', 'a'), block('list-item', 'b'), block('o-list-item', 'c')]);
    expect(doc.content?.map((node) => [node.type, node.content?.length])).toEqual([
      ['bulletList', 2],
      ['orderedList', 1],
    ]);
  });

  it('writes nested list items from the editor as items in order', () => {
    const item = (text: string, nested?: PmNode): PmNode => ({
      type: 'listItem',
      content: [{ type: 'paragraph', content: [{ type: 'text', text }] }, ...(nested ? [nested] : [])],
    });
    const doc: PmNode = {
      type: 'doc',
      content: [
        {
          type: 'bulletList',
          content: [item('parent', { type: 'orderedList', content: [item('child')] }), item('next')],
        },
      ],
    };
    expect(docToPrismic(doc)).toEqual([
      block('list-item', 'parent'),
      block('o-list-item', 'child'),
      block('list-item', 'next'),
    ]);
  });

  it('reads an empty field as one empty paragraph and writes that back as no blocks', () => {
    expect(prismicToDoc([])).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(prismicToDoc(null)).toEqual({ type: 'doc', content: [{ type: 'paragraph' }] });
    expect(roundTrip([])).toEqual([]);
    expect(roundTrip([block('paragraph', '')])).toEqual([]);
  });

  it('turns line breaks into hard breaks with the marks around them', () => {
    const doc = prismicToDoc([block('paragraph', 'a\nb', [{ start: 0, end: 3, type: 'strong' }])]);
    expect(doc.content?.[0]?.content).toEqual([
      { type: 'text', text: 'a', marks: [{ type: 'bold' }] },
      { type: 'hardBreak', marks: [{ type: 'bold' }] },
      { type: 'text', text: 'b', marks: [{ type: 'bold' }] },
    ]);
  });
});

describe('rich text through the editor schema', () => {
  it('keeps every block and span through TipTap’s schema when the field allows them all', async () => {
    const { getSchema } = await import('@tiptap/core');
    const { richTextExtensions } = await import('../../components/studio/rich-text-extensions.ts');
    const { richTextAllowed } = await import('./rich-text-allowed.ts');
    const schema = getSchema(
      richTextExtensions(richTextAllowed({ multi: undefined, labels: ['highlight'] })),
    );
    const blocks = [
      block('heading3', 'Heading'),
      block('paragraph', 'Linked and labelled', [
        { start: 0, end: 6, type: 'hyperlink', data: documentLink },
        { start: 0, end: 10, type: 'strong' },
        { start: 11, end: 19, type: 'label', data: { label: 'highlight' } },
        { start: 15, end: 19, type: 'em' },
      ]),
      block('preformatted', 'kept  spaces', [{ start: 0, end: 4, type: 'strong' }]),
      block('list-item', 'one'),
      block('o-list-item', 'two'),
      image as unknown as RTNode,
      embed as unknown as RTNode,
    ];
    const checked = schema.nodeFromJSON(prismicToDoc(blocks));
    checked.check();
    expect(docToPrismic(checked.toJSON() as PmNode)).toEqual(blocks);
  });

  it('refuses blocks a field does not allow', async () => {
    const { getSchema } = await import('@tiptap/core');
    const { richTextExtensions } = await import('../../components/studio/rich-text-extensions.ts');
    const { richTextAllowed } = await import('./rich-text-allowed.ts');
    const title = getSchema(richTextExtensions(richTextAllowed({ single: 'heading1' })));
    expect(title.nodes.paragraph).toBeUndefined();
    expect(title.marks.bold).toBeUndefined();
    const doc = prismicToDoc([block('heading1', 'Title')], { type: 'heading', attrs: { level: 1 } });
    expect(() => title.nodeFromJSON(doc).check()).not.toThrow();
    const two = prismicToDoc([block('heading1', 'One'), block('heading1', 'Two')]);
    expect(() => title.nodeFromJSON(two).check()).toThrow();
    expect(() => title.nodeFromJSON(prismicToDoc([block('paragraph', 'No')])).check()).toThrow();
  });
});
