import type { SliceComponentProps } from '@prismicio/react';
import { ContentImage } from '../../components/content-image.tsx';
import { RichText } from '../../components/rich-text.tsx';
import type { ImageWithCaptionSlice } from '../../lib/content-types.ts';

export default function ImageWithCaption({ slice }: SliceComponentProps<ImageWithCaptionSlice>) {
  const { image, caption } = slice.primary;
  return (
    <figure className="my-10">
      <ContentImage
        field={image}
        sizes="(min-width: 1024px) 48rem, 100vw"
        className="h-auto w-full rounded-xl bg-violet-50"
      />
      {caption.length > 0 || image.copyright ? (
        <figcaption className="mt-3 text-sm text-stone-600">
          <RichText field={caption} />
          {image.copyright ? <p className="mt-1">© {image.copyright}</p> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
