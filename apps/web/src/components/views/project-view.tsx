import { asText } from '@prismicio/client';
import type { ProjectDocument } from '../../lib/content-types.ts';
import { ArchiveArticle } from '../archive-article.tsx';

/** A research project, public or members-only. */
export function ProjectView({ item }: { item: ProjectDocument }) {
  const { data } = item;
  return (
    <ArchiveArticle
      title={asText(data.title).trim() || 'Untitled project'}
      parent={{ title: 'Research projects', href: '/fhwuifhe' }}
      path={`/fhwuifhe/${item.uid}`}
      date={data.date}
      summary={data.summary}
      image={data.image}
      body={data.body}
    />
  );
}
