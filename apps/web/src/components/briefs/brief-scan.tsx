import type { ImageSummary } from '@society/record-search';
import { imageViewerPath } from '@society/record-search/paths';
import { loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import { LockIcon } from '../icons.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';

type ScanFigureProps = {
  image: ImageSummary;
  /** What the image shows, for its alternative text. */
  alt: string;
  /** This page, to come back to after signing in. */
  returnTo: string;
};

/** A scan's thumbnail linking to the deep-zoom viewer, or, when the visitor may not see it, why not. */
export function ScanFigure({ image, alt, returnTo }: ScanFigureProps) {
  if (!image.viewable)
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-gold-200 bg-gold-50 p-4 text-stone-800">
        <p className="inline-flex items-center gap-2 font-semibold">
          <LockIcon className="size-4" /> For members
        </p>
        <p>This image is for members of the society.</p>
        <SiteLink href={loginRequiredPath(returnTo)} className={TEXT_LINK}>
          Sign in to see it
        </SiteLink>
      </div>
    );
  return (
    <figure className="grid gap-2">
      <SiteLink
        href={imageViewerPath(image.slug)}
        className="block w-fit rounded-md border border-stone-300 bg-white p-1 hover:border-violet-700"
      >
        {/* biome-ignore lint/performance/noImgElement: the api's IIIF thumbnail is already the right size; next/image would re-encode it. */}
        <img
          src={`/api/iiif/${image.id}/thumbnail.jpg`}
          alt={alt}
          width={240}
          height={Math.round((240 * image.height) / image.width)}
          className="h-auto max-w-full"
        />
      </SiteLink>
      <figcaption>
        <SiteLink href={imageViewerPath(image.slug)} className={TEXT_LINK}>
          Open in the image viewer
        </SiteLink>
      </figcaption>
    </figure>
  );
}
