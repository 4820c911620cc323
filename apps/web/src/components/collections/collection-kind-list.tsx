import { asText } from '@prismicio/client';
import { COLLECTIONS_PATH, collectionPagePath, searchPagePath } from '@society/record-search/paths';
import { recordCountText } from '../../lib/collections/record-labels.ts';
import type { KindListPage } from '../../server/collections/get-kind-list-page.ts';
import { AccessBadge } from '../access-badge.tsx';
import { PageHeader } from '../page-header.tsx';
import { RichText } from '../rich-text.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';

type CollectionKindListProps = { page: KindListPage; fallbackTitle: string; empty: string };

/** Every record set (or index): the CMS introduction, then each collection with its live count. */
export function CollectionKindList({ page, fallbackTitle, empty }: CollectionKindListProps) {
  const { document, collections } = page;
  const title = (document ? asText(document.data.title).trim() : '') || fallbackTitle;
  return (
    <>
      <PageHeader title={title} trail={[{ title: 'Our collections', href: COLLECTIONS_PATH }]}>
        {document?.data.summary ? <p>{document.data.summary}</p> : null}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <p className="mb-8 text-lg">
          <SiteLink href={searchPagePath('')} className={TEXT_LINK}>
            Search every collection at once
          </SiteLink>
        </p>
        {collections === null ? (
          <p role="status" className="text-lg text-stone-800">
            The list of collections cannot be shown just now. Please try again in a few minutes.
          </p>
        ) : collections.length === 0 ? (
          <p className="text-lg text-stone-800">{empty}</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {collections.map((collection) => (
              <li key={collection.uid}>
                <article className="flex h-full flex-col rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
                  <h2 className="font-serif text-xl font-semibold text-violet-950">
                    <SiteLink
                      href={collectionPagePath(collection)}
                      className="underline-offset-4 hover:underline"
                    >
                      {collection.title}
                    </SiteLink>
                  </h2>
                  {collection.description ? (
                    <p className="mt-2 text-stone-700">{collection.description}</p>
                  ) : null}
                  <p className="mt-auto flex flex-wrap items-center gap-3 pt-4 text-stone-800">
                    <span className="font-semibold">{recordCountText(collection.recordCount)}</span>
                    <AccessBadge access={collection.access === 'members' ? 'Members' : 'Public'} />
                  </p>
                </article>
              </li>
            ))}
          </ul>
        )}
        {document ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <RichText field={document.data.body} />
          </div>
        ) : null}
      </div>
    </>
  );
}
