import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { AccessBadge } from '../../../components/access-badge.tsx';
import { DocumentCard } from '../../../components/document-card.tsx';
import { LandingListPage } from '../../../components/landing-list-page.tsx';
import { landingMetadata } from '../../../lib/landing-metadata.ts';
import { getCollectionsOverview } from '../../../server/collections/get-collections-overview.ts';
import { getCollectionsPage } from '../../../server/content/get-collections.ts';
import { unlessFailing } from '../../../server/content/unless-failing.ts';

export async function generateMetadata(): Promise<Metadata> {
  const page = await unlessFailing(getCollectionsPage());
  return landingMetadata(page?.landing, 'Our collections', '/research-hub/our-collections');
}

/** The CMS cards with live counts from the api (a guest's view kept for a minute, so the page stays static). */
export default async function CollectionsPage() {
  const { landing, collections, counts } = await getCollectionsOverview();
  return (
    <LandingListPage landing={landing} fallbackTitle="Our collections" empty="There are no collections yet.">
      {collections.map((collection) => (
        <li key={collection.id}>
          <DocumentCard
            document={collection}
            title={asText(collection.data.title) || 'Untitled collection'}
            summary={collection.data.summary}
            eyebrow={collection.data.kind}
            image={collection.data.image}
            footer={
              <span className="flex flex-wrap items-center gap-3">
                {collection.uid && counts.has(collection.uid) ? (
                  <span className="font-semibold text-stone-800">{counts.get(collection.uid)}</span>
                ) : null}
                <AccessBadge access={collection.data.access} />
              </span>
            }
          />
        </li>
      ))}
    </LandingListPage>
  );
}
