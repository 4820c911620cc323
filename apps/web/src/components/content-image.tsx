import { type ImageFieldImage, isFilled } from '@prismicio/client';
import { PrismicImage } from '@prismicio/react';
import type { ReactNode } from 'react';
import { focalPointOf, objectPositionOf } from '../lib/focal-point.ts';
import { isSvgImage } from '../lib/share-image.ts';

type ContentImageProps = {
  field: ImageFieldImage | null | undefined;
  /** Layout width hints for the browser's choice from `srcset` (raster images). */
  sizes?: string;
  className?: string;
  /** For the image that is likely the largest on first paint. */
  preload?: boolean;
  /** `''` marks the image as decorative even when the CMS gives it alternative text. */
  alt?: '';
  fallback?: ReactNode;
};

/**
 * A CMS image rendered on the server as a plain `<img>` (no client JavaScript): raster images get
 * an imgix `srcset` the content service (or Prismic's CDN) resizes; SVGs are sent as they are.
 */
export function ContentImage({
  field,
  sizes = '100vw',
  className,
  preload,
  alt,
  fallback = null,
}: ContentImageProps) {
  if (!isFilled.image(field)) return fallback;
  // A focal point chosen in the studio keeps that part in view wherever the image is cropped to a frame.
  const focalPoint = focalPointOf(field);
  const common = {
    width: field.dimensions.width,
    height: field.dimensions.height,
    loading: preload ? ('eager' as const) : ('lazy' as const),
    fetchPriority: preload ? ('high' as const) : undefined,
    decoding: 'async' as const,
    className,
    style: focalPoint ? { objectPosition: objectPositionOf(focalPoint) } : undefined,
  };
  if (isSvgImage(field.url)) {
    // biome-ignore lint/performance/noImgElement: an SVG needs no resizing.
    return <img src={field.url} alt={alt ?? field.alt ?? ''} {...common} />;
  }
  // An image without alternative text in the CMS is treated as decorative rather than left without `alt`.
  const altProps = alt === '' ? { alt } : { fallbackAlt: '' as const };
  return (
    <PrismicImage
      field={field}
      widths="defaults"
      sizes={sizes}
      imgixParams={{ auto: ['format'] }}
      {...altProps}
      {...common}
    />
  );
}
