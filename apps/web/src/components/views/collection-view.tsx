import { asText } from '@prismicio/client';
import { collectionPagePath, isBrowsable } from '@society/record-search/paths';
import { recordCountText } from '../../lib/collections/record-labels.ts';
import type { CollectionDocument } from '../../lib/content-types.ts';
import type { ListedCollection } from '../../server/collections/get-collection-list.ts';
import { BookmarkButton } from '../bookmark-button.tsx';
import { CollectionSearch } from '../collections/collection-search.tsx';
import { ContentImage } from '../content-image.tsx';
import { Fact, FactPanel } from '../fact-list.tsx';
import { PageHeader } from '../page-header.tsx';
import { RichText } from '../rich-text.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';

const ACCESS_LABELS: Readonly<Record<string, string>> = {
  Public: 'Free to everyone',
  Members: 'Members only',
};

type CollectionViewProps = {
  collection: CollectionDocument;
  /** The collection's records in the api (same uid): its count, a search within it, its own page. */
  data?: ListedCollection | null;
};

/** A collection's description and facts, public or members-only, with a search of its records. */
export function CollectionView({ collection, data: records = null }: CollectionViewProps) {
  const { data } = collection;
  const title = asText(data.title).trim() || 'Untitled collection';
  const access = data.access && Object.hasOwn(ACCESS_LABELS, data.access) ? ACCESS_LABELS[data.access] : null;
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ title: 'Our collections', href: '/research-hub/our-collections' }]}
        eyebrow={data.kind ?? undefined}
        actions={
          <BookmarkButton
            kind="page"
            path={`/research-hub/our-collections/${collection.uid}`}
            title={title}
          />
        }
      >
        {data.summary ? <p>{data.summary}</p> : null}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 lg:py-16">
        <article className="min-w-0 text-lg text-stone-800">
          <ContentImage
            field={data.image}
            preload
            sizes="(min-width: 1024px) 48rem, 100vw"
            className="mb-8 h-auto w-full rounded-xl bg-violet-50"
          />
          <RichText field={data.body} />
          {records ? (
            <div className="mt-10">
              <CollectionSearch collection={records} />
              {isBrowsable(records.kind) ? (
                <p className="mt-4">
                  <SiteLink href={collectionPagePath(records)} className={TEXT_LINK}>
                    Browse the surnames in {records.title}
                  </SiteLink>
                </p>
              ) : null}
            </div>
          ) : null}
        </article>
        <FactPanel label="Collection details">
          {data.kind ? <Fact label="Kind">{data.kind}</Fact> : null}
          {access ? <Fact label="Access">{access}</Fact> : null}
          {records ? <Fact label="Records">{recordCountText(records.recordCount)}</Fact> : null}
        </FactPanel>
      </div>
    </>
  );
}
