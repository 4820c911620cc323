import type { ImageSummary } from '@society/record-search';
import { IMAGE_VIEWER_PATH, imageViewerPath } from '@society/record-search/paths';
import { loginRequiredPath } from '../../lib/auth/login-redirect.ts';
import type { GalleryPage } from '../../server/viewer/get-gallery.ts';
import { SelectField } from '../forms/select-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { LockIcon } from '../icons.tsx';
import { button } from '../member/ui.ts';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { imageHeading } from './image-viewer-view.tsx';

function GalleryItem({ image }: { image: ImageSummary }) {
  const heading = imageHeading(image);
  const href = image.viewable ? imageViewerPath(image.slug) : loginRequiredPath(imageViewerPath(image.slug));
  return (
    <li className="grid content-start gap-2 rounded-lg border border-stone-200 bg-white p-3 shadow-sm">
      <SiteLink href={href} className="group grid gap-2">
        <span className="flex aspect-[4/5] items-center justify-center overflow-hidden rounded bg-stone-100">
          {image.viewable ? (
            // biome-ignore lint/performance/noImgElement: the api's IIIF thumbnail is already the right size.
            <img
              src={`/api/iiif/${image.id}/thumbnail.jpg`}
              alt=""
              width={240}
              height={Math.round((240 * image.height) / image.width)}
              loading="lazy"
              className="max-h-full w-auto object-contain"
            />
          ) : (
            <span className="grid justify-items-center gap-2 p-4 text-center text-stone-800">
              <LockIcon className="size-6" />
              For members: sign in to see it
            </span>
          )}
        </span>
        <span className="font-medium text-violet-800 underline-offset-4 group-hover:underline">
          {heading}
        </span>
      </SiteLink>
      <span className="text-sm text-stone-700">{image.collection.title}</span>
    </li>
  );
}

/** `/image-viewer`: every image the society shows, filtered by collection, side and name, each opening the viewer. */
export function ImageGalleryView({ page }: { page: GalleryPage }) {
  const { filter, gallery } = page;
  const pages = gallery ? Math.ceil(gallery.total / gallery.pageSize) : 0;
  const pageHref = (n: number) => {
    const query = new URLSearchParams(
      Object.entries({ ...filter, page: String(n) }).filter((entry): entry is [string, string] =>
        Boolean(entry[1]),
      ),
    );
    return `${IMAGE_VIEWER_PATH}?${query}`;
  };
  return (
    <>
      <PageHeader title="Image viewer" trail={[]}>
        <p>
          Scans from the society’s collections: memorial cards front and back, and members’ birth briefs. Open
          any image to zoom into the detail, rotate it, or view it full screen.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older tablets many members use; the role works everywhere. */}
        <form
          action={IMAGE_VIEWER_PATH}
          method="get"
          role="search"
          aria-label="Filter the images"
          className="grid gap-4 rounded-xl border border-violet-200 bg-violet-50/40 p-4 sm:grid-cols-2 sm:p-6 lg:grid-cols-4"
        >
          <SelectField
            id="gallery-collection"
            name="collection"
            label="Collection"
            defaultValue={filter.collection ?? ''}
            options={[
              { value: '', label: 'All collections' },
              ...(gallery?.collections ?? []).map((c) => ({
                value: c.uid,
                label: `${c.title} (${c.count})`,
              })),
            ]}
          />
          <SelectField
            id="gallery-side"
            name="side"
            label="Side"
            defaultValue={filter.side ?? ''}
            options={[
              { value: '', label: 'Any' },
              { value: 'front', label: 'Fronts' },
              { value: 'back', label: 'Backs' },
              { value: 'page', label: 'Scanned pages' },
            ]}
          />
          <TextField
            id="gallery-q"
            name="q"
            label="Name or title"
            defaultValue={filter.q ?? ''}
            autoComplete="off"
          />
          <div className="flex items-end">
            <button type="submit" className={`${button.primary} min-h-11`}>
              Show images
            </button>
          </div>
        </form>
        <section aria-labelledby="gallery-heading">
          <h2 id="gallery-heading" className="font-serif text-2xl font-semibold text-violet-950">
            {gallery ? `${gallery.total} ${gallery.total === 1 ? 'image' : 'images'}` : 'Images'}
          </h2>
          {gallery === null ? (
            <p className="mt-4 text-stone-800">
              The images cannot be listed just now. Please try again shortly.
            </p>
          ) : gallery.images.length === 0 ? (
            <p className="mt-4 text-stone-800">No images match. Try another collection or fewer words.</p>
          ) : (
            <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {gallery.images.map((image) => (
                <GalleryItem key={image.id} image={image} />
              ))}
            </ul>
          )}
          {gallery && pages > 1 ? (
            <nav aria-label="Gallery pages" className="mt-6 flex flex-wrap justify-between gap-4">
              {gallery.page > 1 ? (
                <SiteLink href={pageHref(gallery.page - 1)} className={TEXT_LINK}>
                  Previous images
                </SiteLink>
              ) : (
                <span />
              )}
              <span className="text-stone-700">
                Page {gallery.page} of {pages}
              </span>
              {gallery.page < pages ? (
                <SiteLink href={pageHref(gallery.page + 1)} className={TEXT_LINK}>
                  More images
                </SiteLink>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
      </div>
    </>
  );
}
