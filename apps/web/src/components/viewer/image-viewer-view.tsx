import type { ImageDetail } from '@society/record-search';
import { IMAGE_VIEWER_PATH, imageViewerPath } from '@society/record-search/paths';
import { BookmarkButton } from '../bookmark-button.tsx';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { DeepZoomViewer } from './deep-zoom-viewer.tsx';

const SIDE_WORDS = { front: 'front', back: 'back', page: 'scan' } as const;

export const imageHeading = (image: ImageDetail['image']) =>
  `${image.title || image.collection.title}, ${SIDE_WORDS[image.side]}`;

type ImageViewerViewProps = { detail: ImageDetail; siteUrl: string };

/** `/image-viewer/{slug}`: the deep-zoom viewer, the image's place in its set, download where allowed, a citation. */
export function ImageViewerView({ detail, siteUrl }: ImageViewerViewProps) {
  const { image, set } = detail;
  const path = imageViewerPath(image.slug);
  const heading = imageHeading(image);
  const previous = set.previous ? imageViewerPath(set.previous.slug) : null;
  const next = set.next ? imageViewerPath(set.next.slug) : null;
  const url = new URL(path, siteUrl).href;
  return (
    <>
      <PageHeader
        title={heading}
        trail={[{ title: 'Image viewer', href: IMAGE_VIEWER_PATH }]}
        actions={<BookmarkButton kind="image" path={path} title={heading} />}
      >
        <p>
          Image {set.position} of {set.count} in {set.title}.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
        <DeepZoomViewer
          infoUrl={`/api/iiif/${image.id}/info.json`}
          title={heading}
          previousHref={previous}
          nextHref={next}
        />
        <nav aria-label="Images in this set" className="flex flex-wrap items-center justify-between gap-4">
          {previous && set.previous ? (
            <SiteLink href={previous} className={TEXT_LINK} rel="prev">
              Previous: {set.previous.title || set.title}, {SIDE_WORDS[set.previous.side]}
            </SiteLink>
          ) : (
            <span className="text-stone-700">This is the first image of the set.</span>
          )}
          {next && set.next ? (
            <SiteLink href={next} className={TEXT_LINK} rel="next">
              Next: {set.next.title || set.title}, {SIDE_WORDS[set.next.side]}
            </SiteLink>
          ) : (
            <span className="text-stone-700">This is the last image of the set.</span>
          )}
        </nav>
        <div className="grid gap-8 md:grid-cols-2">
          <section aria-labelledby="image-about-heading">
            <h2 id="image-about-heading" className="font-serif text-2xl font-semibold text-violet-950">
              About this image
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-800">
              <dt className="font-semibold">Collection</dt>
              <dd>{image.collection.title}</dd>
              <dt className="font-semibold">Size</dt>
              <dd>
                {image.width} × {image.height} pixels
              </dd>
              {detail.sourcePage ? (
                <>
                  <dt className="font-semibold">Part of</dt>
                  <dd>
                    <SiteLink href={detail.sourcePage} className={TEXT_LINK}>
                      {image.collection.kind === 'birth_briefs' ? 'The birth brief' : 'The record'}
                    </SiteLink>
                  </dd>
                </>
              ) : null}
              <dt className="font-semibold">Download</dt>
              <dd>
                {image.allowDownload ? (
                  <a href={`/api/images/${image.id}/download`} download className={TEXT_LINK}>
                    Download the full image (JPEG)
                  </a>
                ) : (
                  'This image may be viewed here but not downloaded.'
                )}
              </dd>
            </dl>
          </section>
          <section aria-labelledby="image-cite-heading">
            <h2 id="image-cite-heading" className="font-serif text-2xl font-semibold text-violet-950">
              Cite this image
            </h2>
            <p
              className="mt-4 rounded-lg border border-stone-200 bg-stone-50 p-4 text-stone-900"
              data-testid="citation"
            >
              {detail.citation} Online at {url}
            </p>
          </section>
        </div>
      </div>
    </>
  );
}
