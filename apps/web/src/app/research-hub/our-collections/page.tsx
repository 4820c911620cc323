import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { AccessBadge } from '../../../components/access-badge.tsx';
import { DocumentCard } from '../../../components/document-card.tsx';
import { LandingListPage } from '../../../components/landing-list-page.tsx';
import { landingMetadata } from '../../../lib/landing-metadata.ts';
import { getCollectionsPage } from '../../../server/content/get-collections.ts';
import { unlessFailing } from '../../../server/content/unless-failing.ts';

export async function generateMetadata(): Promise<Metadata> {
  const page = await unlessFailing(getCollectionsPage());
  return landingMetadata(page?.landing, 'Our collections', '/research-hub/our-collections');
}

export default async function CollectionsPage() {
  const { landing, collections } = await getCollectionsPage();
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
            footer={<AccessBadge access={collection.data.access} />}
          />
        </li>
      ))}
    </LandingListPage>
  );
}
