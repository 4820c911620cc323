import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { ArchiveArticle } from '../../../components/archive-article.tsx';
import { pageMetadata } from '../../../lib/page-metadata.ts';
import { getProject } from '../../../server/content/get-archives.ts';

export async function generateMetadata({ params }: PageProps<'/fhwuifhe/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const item = await getProject(slug).catch((error: unknown) => {
    unstable_rethrow(error);
    return null;
  });
  if (!item || item.data.members_only) return {};
  const { data } = item;
  return pageMetadata({
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    title: asText(data.title),
    summary: data.summary,
    path: `/fhwuifhe/${item.uid}`,
  });
}

export default async function ProjectPage({ params }: PageProps<'/fhwuifhe/[slug]'>) {
  const { slug } = await params;
  const item = await getProject(slug);
  if (!item) notFound();
  // Members-only content waits for member sign-in (a later issue); until then it is not served at all.
  if (item.data.members_only) notFound();
  const { data } = item;
  return (
    <ArchiveArticle
      title={asText(data.title).trim() || 'Untitled project'}
      parent={{ title: 'Research projects', href: '/fhwuifhe' }}
      date={data.date}
      summary={data.summary}
      image={data.image}
      body={data.body}
    />
  );
}
