import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArchiveArticle } from '../../../components/archive-article.tsx';
import { documentMetadata } from '../../../lib/page-metadata.ts';
import { getProject } from '../../../server/content/get-archives.ts';
import { uidParams } from '../../../server/content/static-params.ts';
import { unlessFailing } from '../../../server/content/unless-failing.ts';

export const generateStaticParams = () => uidParams('fhwuifhe');

export async function generateMetadata({ params }: PageProps<'/fhwuifhe/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return documentMetadata(await unlessFailing(getProject(slug)), (uid) => `/fhwuifhe/${uid}`);
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
