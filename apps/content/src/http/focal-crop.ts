import type { Sharp } from 'sharp';

export type FocalPoint = { x: number; y: number };

/**
 * imgix's `fit=crop&crop=focalpoint`: the image scaled to cover `width`×`height`, then the frame
 * placed so the focal point (fractions of the width and height) is as near its middle as the image
 * allows. `source` is the upright image's size.
 */
export function focalCrop(
  image: Sharp,
  source: { width: number; height: number },
  frame: { width: number; height: number },
  point: FocalPoint,
): Sharp {
  // Never enlarged (as the other resizes): a small image gives a smaller frame, not a huge one.
  const scale = Math.min(1, Math.max(frame.width / source.width, frame.height / source.height));
  const scaled = { width: Math.round(source.width * scale), height: Math.round(source.height * scale) };
  const width = Math.min(frame.width, scaled.width);
  const height = Math.min(frame.height, scaled.height);
  const place = (centre: number, size: number, room: number) =>
    Math.min(room - size, Math.max(0, Math.round(centre * room - size / 2)));
  return image.resize(scaled.width, scaled.height, { fit: 'fill' }).extract({
    left: place(point.x, width, scaled.width),
    top: place(point.y, height, scaled.height),
    width,
    height,
  });
}
