import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MembersOnlyNotice } from '../../../components/members-only-notice.tsx';
import { NewsArticleView } from '../../../components/views/news-article-view.tsx';
import { pageMetadata } from '../../../lib/page-metadata.ts';
import { getNewsArticle } from '../../../server/content/get-news.ts';
import { unlessFailing } from '../../../server/content/unless-failing.ts';

export async function generateMetadata({ params }: PageProps<'/news/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  const article = await unlessFailing(getNewsArticle(slug));
  if (!article || article.item.data.members_only) return {};
  const { data } = article.item;
  return pageMetadata({
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    title: asText(data.title),
    summary: data.summary,
    path: `/news/${article.item.uid}`,
  });
}

export default async function NewsArticlePage({ params }: PageProps<'/news/[slug]'>) {
  const { slug } = await params;
  const article = await getNewsArticle(slug);
  if (!article) notFound();
  if (article.item.data.members_only) {
    const title = asText(article.item.data.title).trim() || 'Untitled news item';
    return <MembersOnlyNotice title={title} path={`/news/${article.item.uid}`} />;
  }
  return <NewsArticleView article={article} />;
}
