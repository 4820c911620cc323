import type { RTEmbedNode } from '@prismicio/client';
import { embedIframeSrc } from '../lib/embed-src.ts';
import { TEXT_LINK } from './text-link.ts';

const isWebUrl = (value: string) => /^https?:\/\//i.test(value);

function aspectRatio(width: unknown, height: unknown): string {
  const w = Number(width);
  const h = Number(height);
  return w > 0 && h > 0 ? `${w} / ${h}` : '16 / 9';
}

/** An oEmbed as a sandboxed YouTube or Vimeo player; other providers become a plain link. */
export function Embed({ oembed }: { oembed: RTEmbedNode['oembed'] }) {
  const src = embedIframeSrc(oembed.embed_url);
  const title =
    (typeof oembed.title === 'string' && oembed.title) || `${oembed.provider_name ?? 'Embedded'} video`;
  if (!src) {
    return isWebUrl(oembed.embed_url) ? (
      <p className="my-6">
        <a href={oembed.embed_url} rel="noreferrer" className={TEXT_LINK}>
          {title}
        </a>
      </p>
    ) : null;
  }
  return (
    <figure className="my-8">
      <iframe
        src={src}
        title={title}
        loading="lazy"
        sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        allow="accelerometer; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ aspectRatio: aspectRatio(oembed.width, oembed.height) }}
        className="h-auto w-full rounded-lg border-0 bg-stone-100"
      />
    </figure>
  );
}
