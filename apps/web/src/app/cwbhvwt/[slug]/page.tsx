import { asDate, asText, isFilled } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import { ContentImage } from '../../../components/content-image.tsx';
import { ContentLink } from '../../../components/content-link.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { RichText } from '../../../components/rich-text.tsx';
import { formatLongDate } from '../../../lib/format.ts';
import { pageMetadata } from '../../../lib/page-metadata.ts';
import { getPublication } from '../../../server/content/get-archives.ts';

export async function generateMetadata({ params }: PageProps<'/cwbhvwt/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const item = await getPublication(slug).catch((error: unknown) => {
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
    path: `/cwbhvwt/${item.uid}`,
  });
}

export default async function PublicationPage({ params }: PageProps<'/cwbhvwt/[slug]'>) {
  const { slug } = await params;
  const item = await getPublication(slug);
  if (!item) notFound();
  // Members-only content waits for member sign-in (a later issue); until then it is not served at all.
  if (item.data.members_only) notFound();
  const { data } = item;
  const date = asDate(data.date);
  const title = asText(data.title).trim() || 'Untitled publication';
  const download = isFilled.linkToMedia(data.download) ? data.download : null;
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ title: 'Publications', href: '/cwbhvwt' }]}
        eyebrow={data.issue ?? undefined}
      >
        {date && data.date ? (
          <p className="text-base">
            <time dateTime={data.date}>{formatLongDate(date)}</time>
          </p>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <article className="text-lg text-stone-800">
          {data.summary ? <p className="mb-8 text-xl text-stone-700">{data.summary}</p> : null}
          <ContentImage
            field={data.image}
            preload
            sizes="(min-width: 1024px) 48rem, 100vw"
            className="mb-8 h-auto w-full rounded-xl bg-violet-50"
          />
          <RichText field={data.body} />
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
        </article>
      </div>
    </>
  );
}
