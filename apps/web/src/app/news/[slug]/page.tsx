import { asDate, asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleBody } from '../../../components/article-body.tsx';
import { ContentLink } from '../../../components/content-link.tsx';
import { JsonLd } from '../../../components/json-ld.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { articleJsonLd } from '../../../lib/article-json-ld.ts';
import type { NewsItemDocument } from '../../../lib/content-types.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { documentMetadata } from '../../../lib/page-metadata.ts';
import { getNewsArticle } from '../../../server/content/get-news.ts';
import { uidParams } from '../../../server/content/static-params.ts';
import { unlessFailing } from '../../../server/content/unless-failing.ts';
import { siteIdentity } from '../../../server/site-identity.ts';

export const generateStaticParams = () => uidParams('news_item');

export async function generateMetadata({ params }: PageProps<'/news/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const article = await unlessFailing(getNewsArticle(slug));
  return documentMetadata(article?.item ?? null, (uid) => `/news/${uid}`, article?.item.data.category);
}

function Neighbour({
  item,
  label,
  align,
}: {
  item: NewsItemDocument | null;
  label: string;
  align: 'start' | 'end';
}) {
  if (!item) return <span />;
  return (
    <ContentLink
      document={item}
      className={`group flex flex-col rounded-xl border border-stone-200 bg-white p-4 shadow-sm hover:shadow-md ${align === 'end' ? 'text-right' : ''}`}
    >
      <span className="text-sm font-semibold text-teal-700">{label}</span>
      <span className="mt-1 font-serif font-semibold text-violet-950 group-hover:underline group-hover:underline-offset-4">
        {asText(item.data.title) || 'Untitled news item'}
      </span>
    </ContentLink>
  );
}

export default async function NewsArticlePage({ params }: PageProps<'/news/[slug]'>) {
  const { slug } = await params;
  const article = await getNewsArticle(slug);
  if (!article) notFound();
  // Members-only content waits for member sign-in (a later issue); until then it is not served at all.
  if (article.item.data.members_only) notFound();
  const { item, newer, older } = article;
  const { data } = item;
  const date = asDate(data.date);
  const title = asText(data.title).trim() || 'Untitled news item';
  return (
    <>
      <JsonLd data={articleJsonLd(item, siteIdentity)} />
      <PageHeader
        title={title}
        trail={[{ title: 'News', href: '/news' }]}
        eyebrow={data.category ?? undefined}
      >
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-base">
          {date && data.date ? <time dateTime={data.date}>{formatLongDate(date)}</time> : null}
          {data.author ? <span>By {data.author}</span> : null}
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <ArticleBody summary={data.summary} image={data.image} body={data.body} />
        {newer || older ? (
          <nav
            aria-label="More news"
            className="mt-14 grid gap-4 border-t border-stone-200 pt-8 sm:grid-cols-2"
          >
            <Neighbour item={newer} label="Newer article" align="start" />
            <Neighbour item={older} label="Older article" align="end" />
          </nav>
        ) : null}
      </div>
    </>
  );
}
