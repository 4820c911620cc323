import { isFilled } from '@prismicio/client';
import { ContentLink } from '../../components/content-link.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { MoreLink } from '../../components/more-link.tsx';
import { PageSection } from '../../components/page-section.tsx';
import { linkedText } from '../../lib/linked-data.ts';
import { hrefOf } from '../../lib/nav-menus.ts';
import { type HomeSliceProps, toneFor } from '../types.ts';

const KINDS: [prefix: string, kind: string][] = [
  ['/learn/guides/', 'Guide'],
  ['/learn/hints-tips/', 'Hints and tips'],
  ['/education/learning-hub/featured/', 'Featured article'],
  ['/sog-events/', 'Event'],
  ['/news/', 'News'],
];

const kindOf = (href: string | null) =>
  href ? (KINDS.find(([prefix]) => href.startsWith(prefix))?.[1] ?? null) : null;

export default function LearningPicks({ slice, index }: HomeSliceProps<'learning_picks'>) {
  const picks = slice.items.filter((item) => isFilled.link(item.document));
  return (
    <PageSection
      heading={slice.primary.heading || 'Learn family history'}
      tone={toneFor(index)}
      action={<MoreLink href="/education">Learning hub</MoreLink>}
    >
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {picks.map((item) => {
          const kind = kindOf(hrefOf(item.document));
          const summary = linkedText(item.document, 'summary');
          return (
            <li key={`${hrefOf(item.document)}|${item.label ?? ''}`}>
              <ContentLink
                field={item.document}
                className="group flex h-full flex-col rounded-xl border border-stone-200 border-l-4 border-l-teal-600 bg-white p-5 shadow-sm transition-shadow motion-reduce:transition-none hover:shadow-md"
              >
                {kind ? <span className="text-sm font-semibold text-teal-700">{kind}</span> : null}
                <span className="mt-1 font-serif text-lg leading-snug font-semibold text-violet-950 group-hover:underline group-hover:underline-offset-4">
                  {item.label?.trim() || linkedText(item.document, 'title') || 'Read more'}
                </span>
                {summary ? <span className="mt-2 text-stone-700">{summary}</span> : null}
                <span className="mt-auto flex justify-end pt-3 text-violet-700">
                  <ArrowRightIcon className="size-5 transition-transform motion-reduce:transition-none group-hover:translate-x-1" />
                </span>
              </ContentLink>
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
