import { EMBED_REFUSED, embedIframeSrc } from '../embed-src.ts';
import { ALT_REQUIRED } from './missing-alt.ts';
import type { PmNode } from './rich-text-convert.ts';

type LibraryImage = { name: string; width: number | null; height: number | null };
type Inserted = { node: PmNode } | { error: string };

/**
 * A rich-text image block (in the editor's form) for a media-library image, in Prismic's shape:
 * url, alt, copyright, dimensions and `edit` for an image shown whole. Refused without alt text.
 */
export function imageBlockNode(media: LibraryImage, alt: string): Inserted {
  const description = alt.trim();
  if (!description) return { error: ALT_REQUIRED };
  const data = {
    url: `/assets/${media.name}`,
    alt: description,
    copyright: null,
    dimensions: { width: media.width ?? 0, height: media.height ?? 0 },
    edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
  };
  return { node: { type: 'prismicImage', attrs: { data } } };
}

/**
 * A rich-text embed block for a video address, only from the providers the site frames (YouTube
 * and Vimeo); the oEmbed carries the address and the provider, never HTML from elsewhere.
 */
export function embedBlockNode(address: string): Inserted {
  const url = address.trim();
  if (embedIframeSrc(url) === null) return { error: EMBED_REFUSED };
  const host = new URL(url).hostname;
  const provider = host === 'vimeo.com' || host.endsWith('.vimeo.com') ? 'Vimeo' : 'YouTube';
  return {
    node: {
      type: 'prismicEmbed',
      attrs: { data: { oembed: { type: 'video', embed_url: url, provider_name: provider } } },
    },
  };
}
