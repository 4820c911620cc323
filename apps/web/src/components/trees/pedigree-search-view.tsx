import { asText } from '@prismicio/client';
import {
  type RecordSearchAnswer,
  type RecordSearchQuery,
  serialiseRecordSearchQuery,
  type TreePersonSummary,
} from '@society/record-search';
import {
  COLLECTIONS_PATH,
  PEDIGREE_SEARCH_PATH,
  pedigreePath,
  personPagePath,
} from '@society/record-search/paths';
import { personName, resultCountText, yearText } from '../../lib/collections/record-labels.ts';
import { treePersonName } from '../../lib/trees/tree-person-labels.ts';
import { CHART_GENERATIONS, type PedigreeSearchPage } from '../../server/trees/get-pedigree-search.ts';
import { PageHeader } from '../page-header.tsx';
import { RichText } from '../rich-text.tsx';
import { SaveSearch } from '../save-search.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { PedigreeChart } from './pedigree-chart.tsx';
import { PrintButton } from './print-button.tsx';
import { TreeNameSearchForm } from './tree-name-search-form.tsx';

const TYPES = ['birth_brief', 'tree_person'];
const chartLink = (person: TreePersonSummary) => (person.withheld ? null : pedigreePath(person.id));

function Results({ answer, query }: { answer: RecordSearchAnswer; query: RecordSearchQuery }) {
  return (
    <section aria-labelledby="pedigree-results-heading" className="mt-10">
      <h2 id="pedigree-results-heading" className="font-serif text-2xl font-semibold text-violet-950">
        {resultCountText(answer.total)}
      </h2>
      <div className="mt-4">
        <SaveSearch
          query={serialiseRecordSearchQuery(query, { paging: false })}
          suggestedName={`Pedigree search: ${personName(query.forename ?? null, query.surname ?? null)}`}
        />
      </div>
      {answer.results.length === 0 ? (
        <p className="mt-4 text-lg text-stone-800">
          Nobody in the trees or birth briefs matches. Try a looser spelling.
        </p>
      ) : (
        <ol className="mt-4 grid gap-3">
          {answer.results.map((result) => (
            <li key={result.id} className="rounded-lg border border-stone-200 bg-white p-4">
              <SiteLink href={pedigreePath(result.personId!)} className={`${TEXT_LINK} text-lg`}>
                {result.writtenName ?? personName(result.forename, result.surname)}
              </SiteLink>
              <p className="text-stone-800">
                {[yearText(result.yearMin, result.yearMax), result.place?.name, result.collection.title]
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ol>
      )}
      {answer.next ? (
        <p className="mt-6">
          <SiteLink
            href={`${PEDIGREE_SEARCH_PATH}?${serialiseRecordSearchQuery({ ...query, after: answer.next })}`}
            className={TEXT_LINK}
          >
            Next results
          </SiteLink>
        </p>
      ) : null}
    </section>
  );
}

/** `…/pedigree-search`: find a person across trees and birth briefs, then chart their ancestors. */
export function PedigreeSearchView({ page }: { page: PedigreeSearchPage }) {
  const { document, search, values } = page;
  const title = (document ? asText(document.data.title).trim() : '') || 'Pedigree search';
  return (
    <>
      <PageHeader title={title} trail={[{ title: 'Our collections', href: COLLECTIONS_PATH }]}>
        {document?.data.summary ? <p>{document.data.summary}</p> : null}
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <section
          aria-labelledby="pedigree-search-heading"
          className="rounded-xl border border-violet-200 bg-violet-50/40 p-4 sm:p-6 print:hidden"
        >
          <h2 id="pedigree-search-heading" className="mb-4 font-serif text-2xl font-semibold text-violet-950">
            Find a person in the trees and birth briefs
          </h2>
          {search.kind === 'invalid' ? (
            <p
              role="alert"
              className="mb-5 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900"
            >
              {search.message}
            </p>
          ) : null}
          <TreeNameSearchForm
            action={PEDIGREE_SEARCH_PATH}
            types={TYPES}
            values={values}
            label="Pedigree search"
          />
        </section>
        {search.kind === 'results' ? <Results answer={search.answer} query={search.query} /> : null}
        {search.kind === 'no-person' ? (
          <p role="alert" className="mt-10 text-lg text-stone-800">
            There is no such person in the trees and birth briefs you may see.
          </p>
        ) : null}
        {search.kind === 'chart' ? <Chart search={search} /> : null}
        {search.kind === 'empty' && document ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <RichText field={document.data.body} />
          </div>
        ) : null}
      </div>
    </>
  );
}

function Chart({ search }: { search: Extract<PedigreeSearchPage['search'], { kind: 'chart' }> }) {
  const { answer, personId, generations } = search;
  const subject = answer.pedigree.slots.find((slot) => slot.sosa === 1)?.person;
  const name = subject ? treePersonName(subject) : 'Unknown person';
  const own = subject && !subject.withheld ? personPagePath({ kind: answer.tree.kind }, personId) : null;
  return (
    <section aria-labelledby="chart-heading" className="mt-10">
      <h2 id="chart-heading" className="font-serif text-3xl font-semibold text-violet-950">
        Ancestors of {name}
      </h2>
      <p className="mt-2 text-stone-800">
        From {answer.tree.kind === 'birth_briefs' ? 'the birth briefs' : 'the family tree'} “
        {answer.tree.title}”.
        {own && answer.tree.kind === 'family_tree' ? (
          <>
            {' '}
            <SiteLink href={own} className={TEXT_LINK}>
              See {name}’s page
            </SiteLink>
          </>
        ) : null}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-3 print:hidden">
        <nav aria-label="Generations">
          <ul className="flex flex-wrap items-center gap-1.5">
            <li className="mr-2 font-semibold text-stone-800">Generations:</li>
            {CHART_GENERATIONS.map((count) => (
              <li key={count}>
                <SiteLink
                  href={`${pedigreePath(personId)}&generations=${count}`}
                  aria-current={count === generations ? 'page' : undefined}
                  className="flex size-11 items-center justify-center rounded-md border border-violet-300 bg-white font-semibold text-violet-900 hover:bg-violet-50 aria-[current=page]:bg-violet-800 aria-[current=page]:text-white"
                >
                  {count}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
        <PrintButton label="Print the chart" />
      </div>
      <div className="mt-6">
        <PedigreeChart
          pedigree={answer.pedigree}
          linkFor={chartLink}
          title={`Ancestors of ${name}, ${generations} generations`}
        />
      </div>
    </section>
  );
}
