import type { BirthBrief } from '@society/record-search';
import { birthBriefPath, COLLECTIONS_PATH, kindPath } from '@society/record-search/paths';
import { GENERATION_NUMBERS, generationTitle, positionsOf, sosaRelation } from '../../lib/briefs/sosa.ts';
import { BookmarkButton } from '../bookmark-button.tsx';
import { PageHeader } from '../page-header.tsx';
import { BirthBriefChart, briefName, lifeLine } from './birth-brief-chart.tsx';
import { ScanFigure } from './brief-scan.tsx';
import { PrintChartButtons } from './print-chart-buttons.tsx';

/** Printing shows only the chart and its title, on one landscape page (A4 unless A3 is chosen). */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .brief-print, .brief-print * { visibility: visible; }
  .brief-print { position: absolute; inset: 0; }
}
@page { size: A4 landscape; margin: 10mm; }`;

/** One birth brief: the 31-box chart (printable), the same people by generation, the scan and the citation. */
export function BirthBriefView({ brief }: { brief: BirthBrief }) {
  const path = birthBriefPath(brief.id);
  const bySosa = new Map(brief.people.map((person) => [person.sosa, person]));
  const surnames = brief.surnames.slice(0, 6).join(', ');
  return (
    <>
      <style href="brief-print" precedence="default">
        {PRINT_CSS}
      </style>
      <PageHeader
        title={brief.title}
        trail={[
          { title: 'Our collections', href: COLLECTIONS_PATH },
          { title: 'Birth briefs', href: kindPath('birth_briefs') },
        ]}
        actions={
          <BookmarkButton kind="record" path={path} title={`${brief.title}, ${brief.collection.title}`} />
        }
      >
        <p>
          Five generations, {brief.known} of 31 ancestors known
          {surnames ? `: ${surnames}` : ''}.
        </p>
      </PageHeader>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
        <section aria-labelledby="brief-chart-heading" className="brief-print min-w-0">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="brief-chart-heading" className="font-serif text-2xl font-semibold text-violet-950">
              {brief.title}: pedigree chart
            </h2>
            <PrintChartButtons />
          </div>
          <div className="mt-4 hidden rounded-lg border border-stone-200 bg-white p-2 lg:block print:block print:border-0">
            <BirthBriefChart
              people={brief.people}
              label={`Five-generation chart of ${brief.title}; the same people are listed by generation below.`}
            />
          </div>
          <p className="mt-2 text-sm text-stone-700 lg:hidden print:hidden">
            On a screen this narrow the chart’s names would be too small to read, so its people are listed by
            generation below; print the page for the chart.
          </p>
          <p className="mt-2 text-sm text-stone-700">
            Numbers are Sosa numbers: the subject is 1, a person’s father is twice their number and their
            mother twice plus one. Dashed boxes are ancestors the compiler did not know.
          </p>
        </section>
        <section aria-labelledby="brief-people-heading">
          <h2 id="brief-people-heading" className="font-serif text-2xl font-semibold text-violet-950">
            Ancestors by generation
          </h2>
          <div className="mt-4 grid gap-6 md:grid-cols-2">
            {GENERATION_NUMBERS.map((generation) => (
              <section key={generation} aria-labelledby={`generation-${generation}`}>
                <h3
                  id={`generation-${generation}`}
                  className="font-serif text-xl font-semibold text-violet-950"
                >
                  {generationTitle(generation)}
                </h3>
                <ol className="mt-2 grid gap-1">
                  {positionsOf(generation).map((sosa) => {
                    const person = bySosa.get(sosa);
                    return (
                      <li
                        key={sosa}
                        id={`sosa-${sosa}`}
                        className="scroll-mt-24 rounded px-2 py-1 target:bg-gold-100 target:ring-2 target:ring-gold-300"
                      >
                        <span className="font-semibold text-stone-900">{sosa}.</span>{' '}
                        <span className="text-stone-700">{sosaRelation(sosa)}:</span>{' '}
                        {person ? (
                          person.withheld ? (
                            <span className="italic text-stone-700">a living person (withheld)</span>
                          ) : (
                            <>
                              <span className="font-medium text-stone-900">{briefName(person)}</span>
                              {lifeLine(person) ? (
                                <span className="text-stone-700">, {lifeLine(person)}</span>
                              ) : null}
                            </>
                          )
                        ) : (
                          <span className="italic text-stone-700">not known</span>
                        )}
                      </li>
                    );
                  })}
                </ol>
              </section>
            ))}
          </div>
        </section>
        <div className="grid gap-8 md:grid-cols-2">
          <section aria-labelledby="brief-scan-heading">
            <h2 id="brief-scan-heading" className="font-serif text-2xl font-semibold text-violet-950">
              The form as submitted
            </h2>
            <div className="mt-4">
              {brief.scan ? (
                <ScanFigure
                  image={brief.scan}
                  alt={`Scan of the submitted form, ${brief.title}`}
                  returnTo={path}
                />
              ) : (
                <p className="text-stone-800">There is no scan of this brief.</p>
              )}
            </div>
          </section>
          <section aria-labelledby="brief-about-heading">
            <h2 id="brief-about-heading" className="font-serif text-2xl font-semibold text-violet-950">
              About this brief
            </h2>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-stone-800">
              <dt className="font-semibold">Collection</dt>
              <dd>{brief.collection.title}</dd>
              {brief.submittedBy ? (
                <>
                  <dt className="font-semibold">Compiled by</dt>
                  <dd>{brief.submittedBy}</dd>
                </>
              ) : null}
              {brief.submittedYear ? (
                <>
                  <dt className="font-semibold">Submitted</dt>
                  <dd>{brief.submittedYear}</dd>
                </>
              ) : null}
              <dt className="font-semibold">Cite as</dt>
              <dd>{brief.citation}</dd>
            </dl>
          </section>
        </div>
      </div>
    </>
  );
}
