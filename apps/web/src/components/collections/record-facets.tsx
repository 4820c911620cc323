import type { RecordSearchFacets, RecordSearchQuery } from '@society/record-search';
import { formatCount } from '../../lib/collections/record-labels.ts';
import {
  changedSearch,
  decadeChange,
  resultsPath,
  toggled,
} from '../../lib/collections/search-page-params.ts';
import { SiteLink } from '../site-link.tsx';

type Group = {
  key: keyof RecordSearchFacets;
  title: string;
  selected: (value: string) => boolean;
  change: (value: string) => Partial<RecordSearchQuery>;
};

function groups(query: RecordSearchQuery): Group[] {
  const repeatable = (key: 'collection' | 'type' | 'county', title: string): Group => ({
    key,
    title,
    selected: (value) => (query[key] as readonly string[]).includes(value),
    change: (value) => ({ [key]: toggled(query[key], value) }),
  });
  return [
    repeatable('collection', 'Collection'),
    repeatable('type', 'Record type'),
    repeatable('county', 'County'),
    {
      key: 'decade',
      title: 'Decade',
      selected: (value) => query.yearFrom === Number(value) && query.yearTo === Number(value) + 9,
      change: (value) =>
        query.yearFrom === Number(value) && query.yearTo === Number(value) + 9
          ? { yearFrom: undefined, yearTo: undefined }
          : decadeChange(Number(value)),
    },
  ];
}

/** Counts of the results by collection, record type, county and decade; each narrows (or widens) the search. */
export function RecordFacets({
  query,
  facets,
}: {
  query: RecordSearchQuery;
  facets: RecordSearchFacets | null;
}) {
  return (
    <aside
      aria-labelledby="record-facets-heading"
      className="rounded-xl border border-stone-200 bg-white p-5"
    >
      <h2 id="record-facets-heading" className="font-serif text-xl font-semibold text-violet-950">
        Narrow the results
      </h2>
      {facets === null ? (
        <p className="mt-3 text-stone-700">
          Counts by collection, type, county and decade took too long for this search; narrow it to see them.
        </p>
      ) : (
        groups(query).map((group) =>
          facets[group.key].length === 0 ? null : (
            <section key={group.key} aria-labelledby={`facet-${group.key}`} className="mt-5">
              <h3 id={`facet-${group.key}`} className="font-semibold text-stone-900">
                {group.title}
              </h3>
              <ul className="mt-2 grid gap-1">
                {facets[group.key].map((facet) => {
                  const selected = group.selected(facet.value);
                  return (
                    <li key={facet.value}>
                      <SiteLink
                        href={resultsPath(changedSearch(query, group.change(facet.value)))}
                        aria-current={selected ? 'true' : undefined}
                        className="flex min-h-11 items-center justify-between gap-3 rounded-md px-2 py-1 text-violet-800 underline-offset-4 hover:bg-violet-50 hover:underline aria-[current=true]:bg-violet-100 aria-[current=true]:font-semibold aria-[current=true]:text-violet-950"
                      >
                        <span>
                          {selected ? <span className="sr-only">Remove the filter </span> : null}
                          {facet.label}
                        </span>
                        <span className="text-sm text-stone-700">{formatCount(facet.count)}</span>
                      </SiteLink>
                    </li>
                  );
                })}
              </ul>
            </section>
          ),
        )
      )}
    </aside>
  );
}
