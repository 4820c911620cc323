import { COLLECTIONS_PATH } from '@society/record-search/paths';
import { RESULTS_ANCHOR } from '../../lib/collections/search-page-params.ts';
import { searchSummary } from '../../lib/collections/search-summary.ts';
import type { RecordSearchView as View } from '../../server/collections/get-record-search.ts';
import { PageHeader } from '../page-header.tsx';
import { FocusResults } from './focus-results.tsx';
import { RecordFacets } from './record-facets.tsx';
import { RecordResults } from './record-results.tsx';
import { RecordSearchForm } from './record-search-form.tsx';

const panel = 'rounded-xl border border-violet-200 bg-violet-50/40 p-4 sm:p-6';

/**
 * `…/searchexplore`: before a search, the form; after one, the results first (with the form folded
 * into a one-line summary and "Change search"), beside their facets; or why the search cannot run,
 * with the form open.
 */
export function RecordSearchView({ view }: { view: View }) {
  const form = <RecordSearchForm values={view.values} collections={view.collections} />;
  return (
    <>
      <PageHeader title={view.intro.title} trail={[{ title: 'Our collections', href: COLLECTIONS_PATH }]}>
        {view.intro.summary && view.kind === 'empty' ? <p>{view.intro.summary}</p> : null}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        {view.kind === 'empty' ? (
          <section aria-labelledby="record-search-heading" className={panel}>
            <h2 id="record-search-heading" className="mb-4 font-serif text-2xl font-semibold text-violet-950">
              Search the records
            </h2>
            {form}
          </section>
        ) : (
          <section aria-label="Your search" className={panel}>
            {view.kind === 'results' ? (
              <p className="text-lg text-stone-900">
                You searched for <strong>{searchSummary(view.query, view.collections)}</strong>
              </p>
            ) : (
              <p
                id={RESULTS_ANCHOR}
                role="alert"
                tabIndex={-1}
                className="scroll-mt-4 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900"
              >
                {view.message}
              </p>
            )}
            <details open={view.kind === 'invalid'} className="mt-3">
              <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-violet-300 bg-white px-3 font-medium text-violet-900 hover:bg-violet-50">
                Change search
              </summary>
              <div className="mt-4">{form}</div>
            </details>
          </section>
        )}
        {view.kind === 'results' ? (
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <RecordResults query={view.query} answer={view.answer} />
            <RecordFacets query={view.query} facets={view.answer.facets} />
          </div>
        ) : null}
        {view.kind === 'empty' ? null : <FocusResults search={view.values.toString()} />}
      </div>
    </>
  );
}
