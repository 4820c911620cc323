import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { MembersOnlyNotice } from '../../../components/members-only-notice.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { ProjectView } from '../../../components/views/project-view.tsx';
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
  if (!item) return <NotFoundPage />;
  if (item.data.members_only) {
    const title = asText(item.data.title).trim() || 'Untitled project';
    return <MembersOnlyNotice title={title} path={`/fhwuifhe/${item.uid}`} />;
  }
  return <ProjectView item={item} />;
}
