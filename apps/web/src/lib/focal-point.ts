/**
 * An image's focal point: the spot to keep in view when the image is cropped to fit a frame.
 * It is stored in the image field's own `url` as imgix's focal-point parameters
 * (`crop=focalpoint&fp-x=…&fp-y=…`, fractions of the width and height), so the field keeps
 * Prismic's standard shape (`url`, `alt`, `copyright`, `dimensions`, `edit`) and any imgix-style
 * image service can crop around it; the site also turns it into CSS `object-position`.
 */
export type FocalPoint = { x: number; y: number };

type ImageLike = { url?: string | null };

const BASE = 'http://focal.invalid';
const clamp = (n: number) => Math.min(1, Math.max(0, Math.round(n * 100) / 100));

/** The focal point the image's URL carries, or null when it has none (or a broken one). */
export function focalPointOf(image: ImageLike | null | undefined): FocalPoint | null {
  if (!image?.url) return null;
  const params = new URL(image.url, BASE).searchParams;
  const x = Number(params.get('fp-x'));
  const y = Number(params.get('fp-y'));
  if (!params.has('fp-x') || !params.has('fp-y') || !Number.isFinite(x) || !Number.isFinite(y)) return null;
  return { x: clamp(x), y: clamp(y) };
}

/** The image with its focal point set (rounded to whole percents and kept inside it), or cleared. */
export function withFocalPoint<T extends ImageLike>(image: T, point: FocalPoint | null): T {
  if (!image.url) return image;
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(image.url);
  const url = new URL(image.url, BASE);
  for (const key of ['crop', 'fp-x', 'fp-y']) url.searchParams.delete(key);
  if (point) {
    url.searchParams.set('crop', 'focalpoint');
    url.searchParams.set('fp-x', String(clamp(point.x)));
    url.searchParams.set('fp-y', String(clamp(point.y)));
  }
  const text = absolute ? url.href : `${url.pathname}${url.search}${url.hash}`;
  return { ...image, url: text };
}

/** CSS `object-position` for the focal point, e.g. `30% 60%`. */
export const objectPositionOf = (point: FocalPoint) =>
  `${Math.round(point.x * 100)}% ${Math.round(point.y * 100)}%`;

/** How the studio says where the focal point is. */
export const describeFocalPoint = (point: FocalPoint) =>
  `Focal point ${Math.round(point.x * 100)}% from the left, ${Math.round(point.y * 100)}% from the top.`;
