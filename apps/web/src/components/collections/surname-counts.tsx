import { parseRecordSearchQuery, type SurnameCountsAnswer } from '@society/record-search';
import { searchPagePath } from '@society/record-search/paths';
import { formatCount, mentionCountText } from '../../lib/collections/record-labels.ts';
import { changedSearch } from '../../lib/collections/search-page-params.ts';
import { MoreLink } from '../more-link.tsx';
import { SiteLink } from '../site-link.tsx';

/** The answer's search narrowed to one collection. */
function inCollection(query: string, uid: string): string {
  const parsed = parseRecordSearchQuery(query);
  return searchPagePath(parsed.success ? changedSearch(parsed.query, { collection: [uid] }) : query);
}

/** On the site search: the surname across every collection, with a count and a link per collection. */
export function SurnameCounts({ answer }: { answer: SurnameCountsAnswer }) {
  const found = answer.collections.filter((collection) => collection.count > 0);
  return (
    <section
      aria-labelledby="surname-counts-heading"
      className="mb-12 rounded-xl border border-violet-200 bg-violet-50/40 p-5"
    >
      <h2 id="surname-counts-heading" className="font-serif text-2xl font-semibold text-violet-950">
        {answer.surname} in our collections{' '}
        <span className="text-lg font-normal text-stone-700">({mentionCountText(answer.total)})</span>
      </h2>
      {found.length === 0 ? (
        <p className="mt-2 text-stone-800">
          No records name {answer.surname} as a surname. The records search can also match variants and names
          that sound alike.
        </p>
      ) : (
        <ul className="mt-3 grid gap-1 sm:grid-cols-2">
          {found.map((collection) => (
            <li key={collection.uid}>
              <SiteLink
                href={inCollection(answer.query, collection.uid)}
                className="flex min-h-11 items-center justify-between gap-3 rounded-md px-2 text-violet-800 underline-offset-4 hover:bg-violet-50 hover:underline"
              >
                <span>{collection.title}</span>
                <span className="text-sm text-stone-700">
                  {formatCount(collection.count)}
                  <span className="sr-only"> {collection.count === 1 ? 'mention' : 'mentions'}</span>
                </span>
              </SiteLink>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4">
        <MoreLink href={searchPagePath(answer.query)}>{`Search the records for ${answer.surname}`}</MoreLink>
      </p>
    </section>
  );
}
