import { asText } from '@prismicio/client';
import { contentDate } from '../../lib/content-date.ts';
import type { FeatureItemDocument } from '../../lib/content-types.ts';
import { formatLongDate } from '../../lib/format.ts';
import { ArticleBody } from '../article-body.tsx';
import { BookmarkButton } from '../bookmark-button.tsx';
import { PageHeader } from '../page-header.tsx';

const TRAIL = [
  { title: 'Education', href: '/education' },
  { title: 'Featured articles', href: '/education/learning-hub/featured' },
];

/** A learning-hub feature article, public or members-only. */
export function FeatureArticleView({ item }: { item: FeatureItemDocument }) {
  const { data } = item;
  const date = contentDate(data.date, `feature_item ${item.uid} date`);
  const title = asText(data.title).trim() || 'Untitled article';
  return (
    <>
      <PageHeader
        title={title}
        trail={TRAIL}
        eyebrow={data.topic ?? undefined}
        actions={
          <BookmarkButton kind="page" path={`/education/learning-hub/featured/${item.uid}`} title={title} />
        }
      >
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
