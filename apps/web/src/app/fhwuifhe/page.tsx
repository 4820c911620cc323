import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { DocumentCard } from '../../components/document-card.tsx';
import { LandingListPage } from '../../components/landing-list-page.tsx';
import { landingMetadata } from '../../lib/landing-metadata.ts';
import { getProjectsList } from '../../server/content/get-archives.ts';
import { unlessFailing } from '../../server/content/unless-failing.ts';

export async function generateMetadata(): Promise<Metadata> {
  const list = await unlessFailing(getProjectsList());
  return landingMetadata(list?.landing, 'Research projects', '/fhwuifhe');
}

export default async function ProjectsPage() {
  const { landing, items } = await getProjectsList();
  return (
    <LandingListPage
      landing={landing}
      fallbackTitle="Research projects"
      empty="There are no research projects yet."
    >
      {items.map((item) => (
        <li key={item.id}>
          <DocumentCard
            document={item}
            title={asText(item.data.title) || 'Untitled project'}
            summary={item.data.summary}
            date={item.data.date}
            image={item.data.image}
          />
        </li>
      ))}
    </LandingListPage>
  );
}
