import { COLLECTIONS_PATH } from '../../lib/collections/collection-paths.ts';
import type { RecordSearchView as View } from '../../server/collections/get-record-search.ts';
import { PageHeader } from '../page-header.tsx';
import { RecordFacets } from './record-facets.tsx';
import { RecordResults } from './record-results.tsx';
import { RecordSearchForm } from './record-search-form.tsx';

/** `…/searchexplore`: the form, then the results beside their facets, or why the search cannot run. */
export function RecordSearchView({ view }: { view: View }) {
  return (
    <>
      <PageHeader title={view.intro.title} trail={[{ title: 'Our collections', href: COLLECTIONS_PATH }]}>
        {view.intro.summary ? <p>{view.intro.summary}</p> : null}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <section
          aria-labelledby="record-search-heading"
          className="rounded-xl border border-violet-200 bg-violet-50/40 p-4 sm:p-6"
        >
          <h2 id="record-search-heading" className="mb-4 font-serif text-2xl font-semibold text-violet-950">
            Search the records
          </h2>
          {view.kind === 'invalid' ? (
            <p
              role="alert"
              className="mb-5 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900"
            >
              {view.message}
            </p>
          ) : null}
          <RecordSearchForm values={view.values} collections={view.collections} />
        </section>
        {view.kind === 'results' ? (
          <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <RecordResults query={view.query} answer={view.answer} />
            <RecordFacets query={view.query} facets={view.answer.facets} />
          </div>
        ) : null}
      </div>
    </>
  );
}
