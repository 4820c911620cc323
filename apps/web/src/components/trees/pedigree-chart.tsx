import type { Pedigree, TreePersonSummary } from '@society/record-search';
import {
  lifeSpan,
  type PedigreeCell,
  pedigreeColumns,
  relationLabel,
} from '../../lib/trees/tree-person-labels.ts';
import { SiteLink } from '../site-link.tsx';
import { TreePersonName } from './tree-person-name.tsx';

const GENERATION_NAMES = ['The person', 'Parents', 'Grandparents', 'Great-grandparents'];

/**
 * Every generation is a column at least 7.5rem wide (room for a surname on a line), 1rem apart (room
 * for the connector lines). Where the chart's column is narrower than that (a phone, a tablet beside
 * the sidebar) the chart scrolls sideways inside its own labelled, focusable region, with a fade at
 * the edge and a hint, so no generation is stacked away or silently cut off.
 */
const COLUMN_REM = 7.5;
/** The grid's `gap-x-4`, which the connector lines (`-left-4`, `w-4`) span. */
const GAP_REM = 1;
const chartWidthRem = (generations: number) => generations * COLUMN_REM + (generations - 1) * GAP_REM;
const generationName = (index: number) => GENERATION_NAMES[index] ?? `${index - 2}× great-grandparents`;

/**
 * The lines from a person to their parents: a stub from each parent to the line along the child's
 * edge, which runs from the father's middle (even Sosa number, above) to the mother's (odd, below).
 */
function connector(cell: PedigreeCell, generation: number): string {
  if (generation === 0 || cell.kind === 'repeat-line') return '';
  const stub =
    "before:absolute before:top-1/2 before:-left-4 before:w-4 before:border-t-2 before:border-stone-400 before:content-['']";
  const half = cell.sosa % 2 === 0 ? 'after:top-1/2 after:-bottom-px' : 'after:-top-px after:bottom-1/2';
  return `relative ${stub} after:absolute after:-left-4 after:border-l-2 after:border-stone-400 after:content-[''] ${half}`;
}

type PedigreeChartProps = {
  pedigree: Pedigree;
  /** The page of a person in the chart, or null when they have none (a withheld living person). */
  linkFor: (person: TreePersonSummary) => string | null;
  title: string;
};

function Box({ cell, linkFor }: { cell: PedigreeCell; linkFor: PedigreeChartProps['linkFor'] }) {
  const base =
    'flex min-h-14 w-full min-w-0 flex-col justify-center rounded-md border px-2 py-1 text-sm leading-snug [overflow-wrap:anywhere]';
  if (cell.kind === 'repeat-line') return <div className="min-h-14" />;
  if (cell.kind === 'unknown')
    return (
      <div className={`${base} border-dashed border-stone-300 text-stone-600`}>
        <span className="text-xs">{cell.sosa}</span>
        <span>Not known</span>
      </div>
    );
  const { person, repeatOf } = cell.slot;
  const href = person.withheld ? null : linkFor(person);
  const span = lifeSpan(person);
  return (
    <div
      className={`${base} ${person.sex === 'F' ? 'border-rose-300 bg-rose-50' : person.sex === 'M' ? 'border-sky-300 bg-sky-50' : 'border-stone-300 bg-white'} print:bg-white`}
    >
      <span className="text-xs text-stone-700">
        {cell.sosa}
        <span className="sr-only">, {relationLabel(cell.sosa)}</span>
      </span>
      {href ? (
        <SiteLink href={href} className="font-semibold text-violet-900 underline-offset-4 hover:underline">
          <TreePersonName person={person} />
        </SiteLink>
      ) : (
        <span className="font-semibold text-stone-900">
          <TreePersonName person={person} />
        </span>
      )}
      {span ? <span className="text-stone-700">{span}</span> : null}
      {repeatOf !== null ? (
        <span className="text-xs font-medium text-stone-800">
          Same person as no. {repeatOf}; ancestors shown there
        </span>
      ) : null}
    </div>
  );
}

/**
 * A pedigree chart drawn with HTML and CSS (a fixed binary layout needs no chart library): one
 * column per generation joined by connector lines, scrolling sideways where they do not fit, Sosa numbers in
 * every box, unknown ancestors as empty boxes, a repeated ancestor (pedigree collapse) shown once
 * in full. Prints on one A4 (A3 beyond six generations) landscape page.
 */
export function PedigreeChart({ pedigree, linkFor, title }: PedigreeChartProps) {
  const columns = pedigreeColumns(pedigree.slots, pedigree.generations);
  const paper = pedigree.generations > 6 ? 'A3' : 'A4';
  const generations = pedigree.generations;
  const width = chartWidthRem(generations);
  // The cue shows only while the chart is wider than its column; keyed by generations, as a page
  // may hold charts of different depths.
  const chart = `.pedigree-frame[data-generations="${generations}"]`;
  return (
    <figure className="pedigree-print">
      <style>{`@media print {
  @page { size: ${paper} landscape; margin: 8mm; }
  body * { visibility: hidden; }
  .pedigree-print, .pedigree-print * { visibility: visible; }
  .pedigree-print { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .pedigree-print [data-scroll] { overflow: visible !important; }
  .pedigree-print .pedigree-cue { display: none !important; }
}
@container (width < ${width}rem) {
  ${chart} .pedigree-cue { display: flex; }
  ${chart} .pedigree-grid { padding-right: 2.5rem; }
}`}</style>
      <figcaption className="mb-3 font-serif text-xl font-semibold text-violet-950">{title}</figcaption>
      <div className="pedigree-frame @container" data-generations={generations}>
        <p className="pedigree-cue mb-2 hidden items-center gap-2 text-sm font-medium text-stone-800">
          <span aria-hidden="true">↔</span> Scroll sideways to see all {generations} generations
        </p>
        <div className="relative">
          <section
            data-scroll
            aria-label={`${title}: all ${generations} generations, scrolls sideways`}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus, so a keyboard can scroll it.
            tabIndex={0}
            className="overflow-x-auto pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
          >
            <div
              className="pedigree-grid grid gap-x-4"
              style={{ gridTemplateColumns: `repeat(${generations}, minmax(${COLUMN_REM}rem, 1fr))` }}
            >
              {columns.map((column, index) => (
                <section key={column[0]!.sosa} aria-label={generationName(index)} className="flex flex-col">
                  <h3 className="mb-2 flex h-10 items-end text-sm leading-tight font-semibold text-stone-800">
                    {generationName(index)}
                  </h3>
                  <ol className="flex flex-1 flex-col">
                    {column.map((cell) => (
                      <li
                        key={cell.sosa}
                        aria-hidden={cell.kind === 'repeat-line' || undefined}
                        className={`flex flex-1 items-center py-0.5 ${connector(cell, index)}`}
                      >
                        <Box cell={cell} linkFor={linkFor} />
                      </li>
                    ))}
                  </ol>
                </section>
              ))}
            </div>
          </section>
          <div
            aria-hidden="true"
            className="pedigree-cue pointer-events-none absolute inset-y-0 right-0 hidden w-10 bg-linear-to-l from-white to-transparent print:hidden"
          />
        </div>
      </div>
    </figure>
  );
}
