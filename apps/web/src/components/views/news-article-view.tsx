import { asText } from '@prismicio/client';
import { contentDate } from '../../lib/content-date.ts';
import type { NewsItemDocument } from '../../lib/content-types.ts';
import { formatLongDate } from '../../lib/format.ts';
import type { NewsArticle } from '../../server/content/get-news.ts';
import { ArticleBody } from '../article-body.tsx';
import { BookmarkButton } from '../bookmark-button.tsx';
import { ContentLink } from '../content-link.tsx';
import { PageHeader } from '../page-header.tsx';

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

/** A news article with links to its neighbours, public or members-only. */
export function NewsArticleView({ article }: { article: NewsArticle }) {
  const { item, newer, older } = article;
  const { data } = item;
  const date = contentDate(data.date, `news_item ${item.uid} date`);
  const title = asText(data.title).trim() || 'Untitled news item';
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ title: 'News', href: '/news' }]}
        eyebrow={data.category ?? undefined}
        actions={<BookmarkButton kind="page" path={`/news/${item.uid}`} title={title} />}
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
