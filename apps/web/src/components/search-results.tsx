import { useId } from 'react';
import type { SearchGroupResults } from '../lib/search-groups.ts';
import type { SearchHit } from '../lib/search-hit.ts';
import { searchHref } from '../lib/search-query.ts';
import type { SnippetPart } from '../lib/search-snippet.ts';
import { MoreLink } from './more-link.tsx';
import { SiteLink } from './site-link.tsx';

function Snippet({ parts }: { parts: SnippetPart[] }) {
  if (parts.length === 0) return null;
  let offset = 0;
  return (
    <p className="mt-2 text-stone-700">
      {parts.map((part) => {
        const key = offset;
        offset += part.text.length;
        return part.match ? (
          <mark key={key} className="rounded-sm bg-gold-100 px-0.5 font-semibold text-stone-900">
            {part.text}
          </mark>
        ) : (
          <span key={key}>{part.text}</span>
        );
      })}
    </p>
  );
}

function Hit({ hit }: { hit: SearchHit }) {
  return (
    <li className="py-5">
      <article>
        <h3 className="font-serif text-xl font-semibold text-violet-950">
          <SiteLink href={hit.href} className="underline-offset-4 hover:text-violet-700 hover:underline">
            {hit.title}
          </SiteLink>
        </h3>
        {hit.date ? (
          <p className="mt-1 text-sm text-stone-600">
            <time dateTime={hit.date.iso}>{hit.date.label}</time>
          </p>
        ) : null}
        <Snippet parts={hit.snippet} />
      </article>
    </li>
  );
}

const resultCount = (count: number) => `${count} ${count === 1 ? 'result' : 'results'}`;

/** One group of results; on the overview it links to the rest of the group. */
export function SearchGroupSection({
  results,
  query,
  more,
}: {
  results: SearchGroupResults;
  query: string;
  more: boolean;
}) {
  const headingId = useId();
  const { group, hits, total } = results;
  return (
    <section aria-labelledby={headingId} id={`results-${group.key}`} className="mt-12 first:mt-0">
      <h2 id={headingId} className="font-serif text-2xl font-semibold text-violet-950">
        {group.label} <span className="text-lg font-normal text-stone-600">({resultCount(total)})</span>
      </h2>
      <ol className="mt-2 divide-y divide-stone-200 border-y border-stone-200">
        {hits.map((hit) => (
          <Hit key={hit.id} hit={hit} />
        ))}
      </ol>
      {more && total > hits.length ? (
        <p className="mt-4">
          <MoreLink
            href={searchHref(query, group.key)}
          >{`All ${resultCount(total)} in ${group.label}`}</MoreLink>
        </p>
      ) : null}
    </section>
  );
}

/** Links to each group's own listing: the type filter of the overview. */
export function SearchGroupFilter({ groups, query }: { groups: SearchGroupResults[]; query: string }) {
  return (
    <nav aria-label="Result types" className="mb-10">
      <ul className="flex flex-wrap gap-2">
        {groups.map(({ group, total }) => (
          <li key={group.key}>
            <SiteLink
              href={searchHref(query, group.key)}
              className="inline-flex items-center gap-2 rounded-full border border-violet-200 bg-violet-50 px-4 py-1.5 font-medium text-violet-900 hover:border-violet-400 hover:bg-violet-100"
            >
              {group.label}
              <span className="rounded-full bg-white px-2 text-sm text-violet-800">{total}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const pageLinkClass =
  'inline-flex items-center gap-1 rounded-md border border-stone-300 bg-white px-4 py-2 font-semibold text-violet-800 hover:border-violet-400 hover:bg-violet-50';

/** Previous and next pages of one group's results. */
export function SearchPagination({ results, query }: { results: SearchGroupResults; query: string }) {
  const { group, page, totalPages } = results;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label="Result pages" className="mt-10 flex items-center justify-between gap-4">
      {page > 1 ? (
        <SiteLink href={searchHref(query, group.key, page - 1)} rel="prev" className={pageLinkClass}>
          <span aria-hidden="true">←</span> Previous
        </SiteLink>
      ) : (
        <span />
      )}
      <p className="text-stone-700">
        Page {page} of {totalPages}
      </p>
      {page < totalPages ? (
        <SiteLink href={searchHref(query, group.key, page + 1)} rel="next" className={pageLinkClass}>
          Next <span aria-hidden="true">→</span>
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  );
}
