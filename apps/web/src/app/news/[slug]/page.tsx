import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { JsonLd } from '../../../components/json-ld.tsx';
import { MembersOnlyNotice } from '../../../components/members-only-notice.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { NewsArticleView } from '../../../components/views/news-article-view.tsx';
import { articleJsonLd } from '../../../lib/article-json-ld.ts';
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

export default async function NewsArticlePage({ params }: PageProps<'/news/[slug]'>) {
  const { slug } = await params;
  const article = await getNewsArticle(slug);
  if (!article) return <NotFoundPage />;
  if (article.item.data.members_only) {
    const title = asText(article.item.data.title).trim() || 'Untitled news item';
    return <MembersOnlyNotice title={title} path={`/news/${article.item.uid}`} />;
  }
  return (
    <>
      <JsonLd data={articleJsonLd(article.item, siteIdentity)} />
      <NewsArticleView article={article} />
    </>
  );
}
