import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { DocumentCard } from '../../components/document-card.tsx';
import { LandingListPage } from '../../components/landing-list-page.tsx';
import { landingMetadata } from '../../lib/landing-metadata.ts';
import { getPublicationsList } from '../../server/content/get-archives.ts';
import { unlessFailing } from '../../server/content/unless-failing.ts';

export async function generateMetadata(): Promise<Metadata> {
  const list = await unlessFailing(getPublicationsList());
  return landingMetadata(list?.landing, 'Publications', '/cwbhvwt');
}

export default async function PublicationsPage() {
  const { landing, items } = await getPublicationsList();
  return (
    <LandingListPage landing={landing} fallbackTitle="Publications" empty="There are no publications yet.">
      {items.map((item) => (
        <li key={item.id}>
          <DocumentCard
            document={item}
            title={asText(item.data.title) || 'Untitled publication'}
            summary={item.data.summary}
            eyebrow={item.data.issue}
            date={item.data.date}
            image={item.data.image}
          />
        </li>
      ))}
    </LandingListPage>
  );
}
