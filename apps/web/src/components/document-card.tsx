import type { ImageField, PrismicDocument } from '@prismicio/client';
import type { ReactNode } from 'react';
import { contentDate } from '../lib/content-date.ts';
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

type DocumentCardProps = {
  document: PrismicDocument;
  title: string;
  summary?: string | null | undefined;
  eyebrow?: ReactNode;
  date?: string | null | undefined;
  image?: ImageField | null | undefined;
  /** Extra facts under the summary: a price, an access badge. */
  footer?: ReactNode;
};

/** A card linking to a listed document (features, projects, publications, collections, options). */
export function DocumentCard({ document, title, summary, eyebrow, date, image, footer }: DocumentCardProps) {
  const when = contentDate(date, `${document.type} ${document.uid ?? document.id} date`);
  const membersOnly = (document.data as { members_only?: boolean | null }).members_only === true;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow motion-reduce:transition-none hover:shadow-md">
      {image !== undefined ? (
        <ContentImage
          field={image}
          fallback={imagePlaceholder}
          sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
          className="aspect-3/2 w-full bg-violet-50 object-cover object-top"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {eyebrow || (when && date) || membersOnly ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {eyebrow ? <span className="font-semibold text-teal-700">{eyebrow}</span> : null}
            <MembersOnlyBadge membersOnly={membersOnly} />
            {when && date ? (
              <time dateTime={date} className="text-stone-600">
                {formatLongDate(when)}
              </time>
            ) : null}
          </div>
        ) : null}
        <h3 className="mt-2 font-serif text-xl leading-snug font-semibold text-violet-950">
          <ContentLink
            document={document}
            className="after:absolute after:inset-0 hover:text-violet-700 hover:underline hover:underline-offset-4"
          >
            {title}
          </ContentLink>
        </h3>
        {summary ? <p className="mt-3 text-stone-700">{summary}</p> : null}
        {footer ? <div className="mt-auto pt-4">{footer}</div> : null}
      </div>
    </article>
  );
}

/** A grid of cards, or a sentence when there is nothing to list. */
export function CardGrid({ children, empty }: { children: ReactNode[]; empty: string }) {
  if (children.length === 0) return <p className="text-lg text-stone-700">{empty}</p>;
  return <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}
