import { isFilled } from '@prismicio/client';
import type { SliceComponentProps } from '@prismicio/react';
import { useId } from 'react';
import { ContentLink } from '../../components/content-link.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import type { DocumentListSlice } from '../../lib/content-types.ts';
import { linkedText } from '../../lib/linked-data.ts';
import { hrefOf } from '../../lib/nav-menus.ts';

export default function DocumentList({ slice }: SliceComponentProps<DocumentListSlice>) {
  const headingId = useId();
  const items = slice.items.filter((item) => isFilled.link(item.document) && hrefOf(item.document));
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={slice.primary.heading ? headingId : undefined} className="my-10">
      {slice.primary.heading ? (
        <h2 id={headingId} className="font-serif text-2xl font-semibold text-violet-950">
          {slice.primary.heading}
        </h2>
      ) : null}
      <ul className="mt-4 space-y-3">
        {items.map((item) => {
          const title = linkedText(item.document, 'title');
          const note = item.note?.trim() || linkedText(item.document, 'summary');
          return (
            <li key={`${hrefOf(item.document)}|${item.note ?? ''}`}>
              <ContentLink
                field={item.document}
                className="group flex items-start justify-between gap-4 rounded-xl border border-stone-200 border-l-4 border-l-teal-600 bg-white p-4 shadow-sm transition-shadow motion-reduce:transition-none hover:shadow-md"
              >
                <span>
                  <span className="block font-semibold text-violet-950 group-hover:underline group-hover:underline-offset-4">
                    {title || (item.document as { text?: string }).text || 'Read more'}
                  </span>
                  {note ? <span className="mt-1 block text-stone-700">{note}</span> : null}
                </span>
                <ArrowRightIcon className="mt-1 size-5 shrink-0 text-violet-700" />
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
