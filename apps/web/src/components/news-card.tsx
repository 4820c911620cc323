import { asText } from '@prismicio/client';
import { contentDate } from '../lib/content-date.ts';
import type { NewsItemDocument } from '../lib/content-types.ts';
import { formatLongDate } from '../lib/format.ts';
import { MembersOnlyBadge } from './access-badge.tsx';
import { ContentImage } from './content-image.tsx';
import { ContentLink } from './content-link.tsx';
import { TreeEmblem } from './icons.tsx';

const imagePlaceholder = (
  <div className="flex aspect-3/2 w-full items-center justify-center bg-violet-50">
    <TreeEmblem className="size-14 text-violet-300" />
  </div>
);

export function NewsCard({ item }: { item: NewsItemDocument }) {
  const { data } = item;
  const date = contentDate(data.date, `news_item ${item.uid} date`);
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow motion-reduce:transition-none hover:shadow-md">
      <ContentImage
        field={data.image}
        fallback={imagePlaceholder}
        sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
        className="aspect-3/2 w-full bg-violet-50 object-cover object-top"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          {data.category ? <span className="font-semibold text-teal-700">{data.category}</span> : null}
          <MembersOnlyBadge membersOnly={data.members_only} />
          {date && data.date ? (
            <time dateTime={data.date} className="text-stone-600">
              {formatLongDate(date)}
            </time>
          ) : null}
        </div>
        <h3 className="mt-2 font-serif text-xl leading-snug font-semibold text-violet-950">
          <ContentLink
            document={item}
            className="after:absolute after:inset-0 hover:text-violet-700 hover:underline hover:underline-offset-4"
          >
            {asText(data.title) || 'Untitled news item'}
          </ContentLink>
        </h3>
        {data.summary ? <p className="mt-3 text-stone-700">{data.summary}</p> : null}
      </div>
    </article>
  );
}
