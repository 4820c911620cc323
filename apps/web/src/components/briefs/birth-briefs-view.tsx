import type { RecordSearchResult } from '@society/record-search';
import { birthBriefPath, COLLECTIONS_PATH, kindPath } from '@society/record-search/paths';
import { sosaRelation } from '../../lib/briefs/sosa.ts';
import { matchLabel, personName, yearText } from '../../lib/collections/record-labels.ts';
import type { BirthBriefsPage } from '../../server/briefs/get-birth-briefs-page.ts';
import { TypedResults } from '../cards/typed-results.tsx';
import { TypedSearchForm } from '../cards/typed-search-form.tsx';
import { PageHeader } from '../page-header.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';

const PAGE = kindPath('birth_briefs');

function ResultItem({
  result,
  at,
}: {
  result: RecordSearchResult;
  at: { briefId: number; sosa: number } | undefined;
}) {
  const name = personName(result.forename, result.surname);
  const year = yearText(result.yearMin, result.yearMax);
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <p className="font-serif text-xl font-semibold text-violet-950">
        {at ? (
          <SiteLink href={birthBriefPath(at.briefId, at.sosa)} className="underline-offset-4 hover:underline">
            {name}
          </SiteLink>
        ) : (
          name
        )}
      </p>
      <p className="mt-1 text-stone-800">
        {[
          year ? `born ${year}` : null,
          at ? `${sosaRelation(at.sosa)} (no. ${at.sosa})` : null,
          result.collection.title,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <span className="mt-2 inline-block rounded-full bg-teal-50 px-2.5 py-0.5 text-sm font-medium text-teal-900">
        {matchLabel(result.match)}
      </span>
    </li>
  );
}

/** `…/birth-briefs`: search any of the 31 names, then every brief with its surnames. */
export function BirthBriefsView({ page }: { page: Extract<BirthBriefsPage, { kind: 'list' }> }) {
  const { search, briefs, positions } = page;
  return (
    <>
      <PageHeader title="Birth briefs" trail={[{ title: 'Our collections', href: COLLECTIONS_PATH }]}>
        <p>
          Five-generation pedigrees submitted by members: the compiler, their parents, grandparents,
          great-grandparents and sixteen great-great-grandparents (Sosa 1–31). Search any of the 31 names.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <TypedSearchForm
          action={PAGE}
          type="birth_brief"
          label="Search the birth briefs"
          values={search.values}
          message={search.kind === 'invalid' ? search.message : null}
        />
        {search.kind === 'results' ? (
          <TypedResults page={PAGE} query={search.query} answer={search.answer}>
            <ol className="grid gap-4 md:grid-cols-2">
              {search.answer.results.map((result) => (
                <ResultItem
                  key={result.id}
                  result={result}
                  at={result.personId === null ? undefined : positions.get(result.personId)}
                />
              ))}
            </ol>
          </TypedResults>
        ) : null}
        <section aria-labelledby="all-briefs-heading">
          <h2 id="all-briefs-heading" className="font-serif text-2xl font-semibold text-violet-950">
            All birth briefs
          </h2>
          {briefs === null ? (
            <p className="mt-4 text-stone-800">
              The list of briefs cannot be shown just now. Please try again shortly.
            </p>
          ) : briefs.length === 0 ? (
            <p className="mt-4 text-stone-800">There are no birth briefs yet.</p>
          ) : (
            <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {briefs.map((brief) => (
                <li key={brief.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
                  <SiteLink href={birthBriefPath(brief.id)} className={`${TEXT_LINK} font-serif text-xl`}>
                    {brief.title}
                  </SiteLink>
                  <p className="mt-1 text-stone-800">
                    {brief.known} of 31 ancestors known
                    {brief.submittedYear ? `, submitted ${brief.submittedYear}` : ''}
                  </p>
                  {brief.surnames.length > 0 ? (
                    <p className="mt-1 text-sm text-stone-700">Surnames: {brief.surnames.join(', ')}</p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
