import { asImageSrc, type ImageField, isFilled } from '@prismicio/client';

/** The width Facebook and X recommend for a shared link's large image. */
const SHARE_WIDTH = 1200;

/** Whether an image URL names an SVG file (whatever its query). */
export function isSvgImage(url: string): boolean {
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.svg');
  } catch {
    return false;
  }
}

export type ShareImage = { url: string; width: number; height: number; alt?: string };

/**
 * The image a shared link shows (Open Graph, Twitter card), at most 1,200 px wide. Social networks
 * read JPEG, PNG, WebP and GIF but not SVG, so an SVG is shared drawn as a PNG: imgix, and the
 * content service, draw an SVG that is asked for with parameters.
 */
export function shareImage(image: ImageField | null | undefined): ShareImage | null {
  if (!image || !isFilled.image(image)) return null;
  const { width, height } = image.dimensions;
  const svg = isSvgImage(image.url);
  // A raster that is small enough is shared as it is; an SVG is drawn at the width asked for.
  const shared = svg ? SHARE_WIDTH : Math.min(SHARE_WIDTH, width);
  const url =
    svg || width > SHARE_WIDTH
      ? asImageSrc(image, { width: shared, ...(svg ? { fm: 'png' as const } : {}) })
      : image.url;
  if (!url) return null;
  return {
    url,
    width: shared,
    height: Math.round((height * shared) / width),
    ...(image.alt ? { alt: image.alt } : {}),
  };
}
