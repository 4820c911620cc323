import {
  RECORD_TYPE_LABELS,
  type RecordSearchAnswer,
  type RecordSearchQuery,
  type RecordSearchResult,
  serialiseRecordSearchQuery,
} from '@society/record-search';
import { personPagePath, recordPagePath } from '@society/record-search/paths';
import {
  matchReason,
  personName,
  resultCountText,
  roleLabel,
  yearText,
} from '../../lib/collections/record-labels.ts';
import { changedSearch, RESULTS_ANCHOR, resultsPath } from '../../lib/collections/search-page-params.ts';
import { SaveSearch } from '../save-search.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { RecordBookmarkButton, RecordBookmarks } from './record-bookmarks.tsx';
import { ResultsPager } from './results-pager.tsx';

function describe(result: RecordSearchResult): string {
  const year = yearText(result.yearMin, result.yearMax);
  return [
    result.writtenName ?? personName(result.forename, result.surname),
    RECORD_TYPE_LABELS[result.recordType] + (year ? ` ${year}` : ''),
    result.collection.title,
  ].join(', ');
}

function ResultItem({ result, query }: { result: RecordSearchResult; query: RecordSearchQuery }) {
  const path =
    recordPagePath(result.collection, result.recordId) ?? personPagePath(result.collection, result.personId);
  const name = result.writtenName ?? personName(result.forename, result.surname);
  const year = yearText(result.yearMin, result.yearMax);
  const headingId = `result-${result.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm"
      >
        <h3 id={headingId} className="font-serif text-xl font-semibold text-violet-950">
          {path ? (
            <SiteLink href={path} className="underline-offset-4 hover:underline">
              {name}
            </SiteLink>
          ) : (
            name
          )}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-800 sm:grid-cols-[auto_1fr_auto_1fr]">
          <dt className="font-semibold">Record</dt>
          <dd>
            {RECORD_TYPE_LABELS[result.recordType]} ({roleLabel(result.role).toLowerCase()})
          </dd>
          <dt className="font-semibold">Year</dt>
          <dd>{year ?? 'Not recorded'}</dd>
          <dt className="font-semibold">Place</dt>
          <dd>
            {result.place
              ? [result.place.name, result.place.county?.name].filter(Boolean).join(', ')
              : 'Not recorded'}
          </dd>
          <dt className="font-semibold">Collection</dt>
          <dd>{result.collection.title}</dd>
          {result.alsoNamed.length > 0 ? (
            <>
              <dt className="font-semibold">Also named</dt>
              <dd className="sm:col-span-3">
                {result.alsoNamed
                  .map(
                    (other) =>
                      `${personName(other.forename, other.surname)} (${roleLabel(other.role).toLowerCase()})`,
                  )
                  .join(', ')}
              </dd>
            </>
          ) : null}
        </dl>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-sm font-medium text-teal-900">
            Why it matched: {matchReason(result.match, query)}
          </span>
          {result.collection.access === 'members' ? (
            <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-sm font-medium text-stone-900">
              Members’ collection
            </span>
          ) : null}
          {path ? (
            <RecordBookmarkButton
              path={path}
              title={describe(result)}
              kind={result.personId === null ? 'record' : 'person'}
            />
          ) : null}
        </div>
      </article>
    </li>
  );
}

type RecordResultsProps = { query: RecordSearchQuery; answer: RecordSearchAnswer };

/**
 * One page of results: the count ("more than N" past the cap; the heading takes the focus after a
 * search), export and save, the list, paging. Paging lands on the results again.
 */
export function RecordResults({ query, answer }: RecordResultsProps) {
  const saved = serialiseRecordSearchQuery(query, { paging: false });
  const name = personName(query.forename ?? null, query.surname ?? null);
  return (
    <section aria-labelledby={RESULTS_ANCHOR}>
      {/* `#results` names the heading itself: on a page load the browser focuses a focusable
          target, and clears the focus for one that is not (as a section is). */}
      <h2
        id={RESULTS_ANCHOR}
        tabIndex={-1}
        className="scroll-mt-4 font-serif text-2xl font-semibold text-violet-950"
      >
        {resultCountText(answer.total)}
        {query.after ? <span className="text-stone-700">: later results</span> : null}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-x-6 gap-y-2">
        {answer.results.length > 0 ? (
          <a href={`/api/records/search.csv?${saved}`} className={TEXT_LINK} download>
            Download these results (CSV)
          </a>
        ) : null}
        <SaveSearch query={saved} suggestedName={name} className="min-w-0" />
      </div>
      {answer.results.length === 0 ? (
        <p className="mt-4 text-lg text-stone-800">
          No records match. Try a looser match (“Similar spellings” or “Sounds like”), a wider year range, or
          fewer filters.
        </p>
      ) : (
        <RecordBookmarks>
          <ol className="mt-4 grid gap-4">
            {answer.results.map((result) => (
              <ResultItem key={result.id} result={result} query={query} />
            ))}
          </ol>
        </RecordBookmarks>
      )}
      <ResultsPager
        first={query.after ? resultsPath(changedSearch(query, {})) : null}
        next={answer.next ? resultsPath(serialiseRecordSearchQuery({ ...query, after: answer.next })) : null}
        perPage={query.perPage}
      />
    </section>
  );
}
