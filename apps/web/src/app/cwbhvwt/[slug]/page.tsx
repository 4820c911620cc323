import { asText, isFilled } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArchiveArticle } from '../../../components/archive-article.tsx';
import { ContentLink } from '../../../components/content-link.tsx';
import { documentMetadata } from '../../../lib/page-metadata.ts';
import { getPublication } from '../../../server/content/get-archives.ts';
import { uidParams } from '../../../server/content/static-params.ts';
import { unlessFailing } from '../../../server/content/unless-failing.ts';

export const generateStaticParams = () => uidParams('cwbhvwt');

export async function generateMetadata({ params }: PageProps<'/cwbhvwt/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return documentMetadata(await unlessFailing(getPublication(slug)), (uid) => `/cwbhvwt/${uid}`);
}

export default async function PublicationPage({ params }: PageProps<'/cwbhvwt/[slug]'>) {
  const { slug } = await params;
  const item = await getPublication(slug);
  if (!item) notFound();
  // Members-only content waits for member sign-in (a later issue); until then it is not served at all.
  if (item.data.members_only) notFound();
  const { data } = item;
  const download = isFilled.linkToMedia(data.download) ? data.download : null;
  return (
    <ArchiveArticle
      title={asText(data.title).trim() || 'Untitled publication'}
      parent={{ title: 'Publications', href: '/cwbhvwt' }}
      eyebrow={data.issue ?? undefined}
      date={data.date}
      summary={data.summary}
      image={data.image}
      body={data.body}
    >
      {download ? (
        <p className="mt-10">
          <ContentLink
            field={download}
            className="inline-flex items-center gap-2 rounded-md bg-violet-800 px-5 py-3 font-semibold text-white hover:bg-violet-900"
          >
            Download the publication
          </ContentLink>
          {download.name ? <span className="ml-3 text-base text-stone-600">{download.name}</span> : null}
        </p>
      ) : null}
    </ArchiveArticle>
  );
}
