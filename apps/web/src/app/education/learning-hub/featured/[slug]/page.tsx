import { asDate, asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleBody } from '../../../../../components/article-body.tsx';
import { JsonLd } from '../../../../../components/json-ld.tsx';
import { PageHeader } from '../../../../../components/page-header.tsx';
import { articleJsonLd } from '../../../../../lib/article-json-ld.ts';
import { formatLongDate } from '../../../../../lib/format.ts';
import { documentMetadata } from '../../../../../lib/page-metadata.ts';
import { getFeature } from '../../../../../server/content/get-features.ts';
import { uidParams } from '../../../../../server/content/static-params.ts';
import { unlessFailing } from '../../../../../server/content/unless-failing.ts';
import { siteIdentity } from '../../../../../server/site-identity.ts';

const TRAIL = [
  { title: 'Education', href: '/education' },
  { title: 'Featured articles', href: '/education/learning-hub/featured' },
];

export const generateStaticParams = () => uidParams('feature_item');

export async function generateMetadata({
  params,
}: PageProps<'/education/learning-hub/featured/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const item = await unlessFailing(getFeature(slug));
  return documentMetadata(item, (uid) => `/education/learning-hub/featured/${uid}`, item?.data.topic);
}

export default async function FeatureArticlePage({
  params,
}: PageProps<'/education/learning-hub/featured/[slug]'>) {
  const { slug } = await params;
  const item = await getFeature(slug);
  if (!item) notFound();
  // Members-only content waits for member sign-in (a later issue); until then it is not served at all.
  if (item.data.members_only) notFound();
  const { data } = item;
  const date = asDate(data.date);
  const title = asText(data.title).trim() || 'Untitled article';
  return (
    <>
      <JsonLd data={articleJsonLd(item, siteIdentity)} />
      <PageHeader title={title} trail={TRAIL} eyebrow={data.topic ?? undefined}>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-base">
          {date && data.date ? <time dateTime={data.date}>{formatLongDate(date)}</time> : null}
          {data.author ? <span>By {data.author}</span> : null}
          {data.reading_minutes ? <span>{data.reading_minutes} minute read</span> : null}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <ArticleBody summary={data.summary} image={data.image} body={data.body} />
      </div>
    </>
  );
}
