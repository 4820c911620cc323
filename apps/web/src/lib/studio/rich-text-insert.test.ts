import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { richTextExtensions } from '../../components/studio/rich-text-extensions.ts';
import { EMBED_REFUSED } from '../embed-src.ts';
import { ALT_REQUIRED } from './missing-alt.ts';
import { richTextAllowed } from './rich-text-allowed.ts';
import { docToPrismic, type PmNode, prismicToDoc } from './rich-text-convert.ts';
import { embedBlockNode, imageBlockNode } from './rich-text-insert.ts';

const map = { name: 'parish-map.png', width: 800, height: 600 };
const nodeOf = (made: { node: PmNode } | { error: string }) => {
  if ('error' in made) throw new Error(made.error);
  return made.node;
};
/** A document holding a paragraph and the inserted block, written as Prismic rich text and read back. */
const written = (node: PmNode, multi = 'paragraph,image,embed') => {
  const schema = getSchema(richTextExtensions(richTextAllowed({ multi })));
  const doc = schema.nodeFromJSON({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Before' }] }, node],
  });
  doc.check();
  return docToPrismic(doc.toJSON() as PmNode);
};

describe('inserting images and embeds into rich text', () => {
  it('writes a media-library image as a Prismic image block with its alt text, and reads it back', () => {
    const blocks = written(nodeOf(imageBlockNode(map, '  A map of the parish ')));
    expect(blocks[1]).toEqual({
      type: 'image',
      url: '/assets/parish-map.png',
      alt: 'A map of the parish',
      copyright: null,
      dimensions: { width: 800, height: 600 },
      edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
    });
    expect(docToPrismic(prismicToDoc(blocks))).toEqual(blocks);
  });

  it('refuses an image without alt text', () => {
    expect(imageBlockNode(map, '   ')).toEqual({ error: ALT_REQUIRED });
  });

  it('writes a YouTube or Vimeo address as a Prismic embed block, and reads it back', () => {
    const youtube = written(nodeOf(embedBlockNode('https://www.youtube.com/watch?v=abcdef123')));
    expect(youtube[1]).toEqual({
      type: 'embed',
      oembed: {
        type: 'video',
        embed_url: 'https://www.youtube.com/watch?v=abcdef123',
        provider_name: 'YouTube',
      },
    });
    expect(docToPrismic(prismicToDoc(youtube))).toEqual(youtube);
    const vimeo = written(nodeOf(embedBlockNode(' https://vimeo.com/123456 ')));
    expect(vimeo[1]).toMatchObject({
      oembed: { embed_url: 'https://vimeo.com/123456', provider_name: 'Vimeo' },
    });
  });

  it('refuses other providers and addresses that are not addresses', () => {
    expect(embedBlockNode('https://evil.example/watch?v=abcdef123')).toEqual({ error: EMBED_REFUSED });
    expect(embedBlockNode('not a url')).toEqual({ error: EMBED_REFUSED });
  });

  it('has no image or embed block where the field does not allow them', () => {
    const schema = getSchema(richTextExtensions(richTextAllowed({ multi: 'paragraph,strong' })));
    expect(schema.nodes.prismicImage).toBeUndefined();
    expect(schema.nodes.prismicEmbed).toBeUndefined();
    expect(() => written(nodeOf(imageBlockNode(map, 'A map')), 'paragraph,strong')).toThrow();
  });
});
