import { type ImageFieldImage, isFilled } from '@prismicio/client';
import { PrismicNextImage, type PrismicNextImageProps } from '@prismicio/next';

const isSvg = (url: string) => {
  try {
    return new URL(url).pathname.toLowerCase().endsWith('.svg');
  } catch {
    return false;
  }
};

type ContentImageProps = Omit<PrismicNextImageProps, 'field'> & { field: ImageFieldImage | null | undefined };

/** A CMS image: raster images are resized by the content service (imgix parameters); SVGs are sent as they are. */
export function ContentImage({ field, fallback = null, ...props }: ContentImageProps) {
  if (!isFilled.image(field)) return fallback;
  return <PrismicNextImage field={field} unoptimized={isSvg(field.url)} {...props} />;
}
