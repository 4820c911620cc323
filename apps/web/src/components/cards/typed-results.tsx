import {
  type RecordSearchAnswer,
  type RecordSearchQuery,
  serialiseRecordSearchQuery,
} from '@society/record-search';
import { personName, resultCountText } from '../../lib/collections/record-labels.ts';
import { ResultsPager } from '../collections/results-pager.tsx';
import { SaveSearch } from '../save-search.tsx';

type Props = {
  page: string;
  query: RecordSearchQuery;
  answer: RecordSearchAnswer;
  children: React.ReactNode;
};

/**
 * A one-type search's results: the count, Save this search, the list (children), and keyset paging
 * on the same page (`after`), as on the search page.
 */
export function TypedResults({ page, query, answer, children }: Props) {
  const saved = serialiseRecordSearchQuery(query, { paging: false });
  const href = (q: string) => `${page}?${q}`;
  return (
    <section aria-labelledby="typed-results-heading" className="print:hidden">
      <h2 id="typed-results-heading" className="font-serif text-2xl font-semibold text-violet-950">
        {resultCountText(answer.total)}
        {query.after ? <span className="text-stone-700">: later results</span> : null}
      </h2>
      <div className="mt-4">
        <SaveSearch query={saved} suggestedName={personName(query.forename ?? null, query.surname ?? null)} />
      </div>
      {answer.results.length === 0 ? (
        <p className="mt-4 text-lg text-stone-800">
          Nothing matches. Try a looser match (variants or sounds like), a wider year range, or no place.
        </p>
      ) : (
        <div className="mt-4">{children}</div>
      )}
      <ResultsPager
        first={query.after ? href(saved) : null}
        next={answer.next ? href(serialiseRecordSearchQuery({ ...query, after: answer.next })) : null}
        perPage={query.perPage}
      />
    </section>
  );
}
