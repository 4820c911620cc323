import type { Pedigree, TreePersonSummary } from '@society/record-search';
import Link from 'next/link';
import {
  lifeSpan,
  type PedigreeCell,
  pedigreeColumns,
  relationLabel,
} from '../../lib/trees/tree-person-labels.ts';
import { TreePersonName } from './tree-person-name.tsx';

const GENERATION_NAMES = ['The person', 'Parents', 'Grandparents', 'Great-grandparents'];

/**
 * Side by side, one column per generation, when the chart's own width gives every column at least
 * 7.5rem and 0.75rem gaps (room for a surname on a line); otherwise the generations are stacked,
 * as on a phone. Container queries, so the chart fits the column it is in (beside the person
 * page's sidebar, or the whole page) and never hides a generation behind a sideways scroll.
 * Literal classes, so Tailwind finds them.
 */
const SIDE_BY_SIDE: Readonly<Record<number, { grid: string; repeatLine: string }>> = {
  2: { grid: '@min-[16rem]:grid-cols-2 @min-[16rem]:gap-3', repeatLine: '@min-[16rem]:flex' },
  3: { grid: '@min-[24rem]:grid-cols-3 @min-[24rem]:gap-3', repeatLine: '@min-[24rem]:flex' },
  4: { grid: '@min-[33rem]:grid-cols-4 @min-[33rem]:gap-3', repeatLine: '@min-[33rem]:flex' },
  5: { grid: '@min-[41rem]:grid-cols-5 @min-[41rem]:gap-3', repeatLine: '@min-[41rem]:flex' },
  6: { grid: '@min-[49rem]:grid-cols-6 @min-[49rem]:gap-3', repeatLine: '@min-[49rem]:flex' },
  7: { grid: '@min-[57rem]:grid-cols-7 @min-[57rem]:gap-3', repeatLine: '@min-[57rem]:flex' },
  8: { grid: '@min-[66rem]:grid-cols-8 @min-[66rem]:gap-3', repeatLine: '@min-[66rem]:flex' },
  9: { grid: '@min-[74rem]:grid-cols-9 @min-[74rem]:gap-3', repeatLine: '@min-[74rem]:flex' },
  10: { grid: '@min-[82rem]:grid-cols-10 @min-[82rem]:gap-3', repeatLine: '@min-[82rem]:flex' },
};
const sideBySide = (generations: number) => SIDE_BY_SIDE[generations] ?? { grid: '', repeatLine: '' };
const generationName = (index: number) => GENERATION_NAMES[index] ?? `${index - 2}× great-grandparents`;

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
        <Link href={href} className="font-semibold text-violet-900 underline-offset-4 hover:underline">
          <TreePersonName person={person} />
        </Link>
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
 * column per generation where they fit, the generations stacked where they do not, Sosa numbers in
 * every box, unknown ancestors as empty boxes, a repeated ancestor (pedigree collapse) shown once
 * in full. Prints on one A4 (A3 beyond six generations) landscape page.
 */
export function PedigreeChart({ pedigree, linkFor, title }: PedigreeChartProps) {
  const columns = pedigreeColumns(pedigree.slots, pedigree.generations);
  const paper = pedigree.generations > 6 ? 'A3' : 'A4';
  const layout = sideBySide(pedigree.generations);
  return (
    <figure className="pedigree-print">
      <style>{`@media print {
  @page { size: ${paper} landscape; margin: 8mm; }
  body * { visibility: hidden; }
  .pedigree-print, .pedigree-print * { visibility: visible; }
  .pedigree-print { position: absolute; inset: 0 auto auto 0; width: 100%; }
  .pedigree-print [data-scroll] { overflow: visible !important; }
}`}</style>
      <figcaption className="mb-3 font-serif text-xl font-semibold text-violet-950">{title}</figcaption>
      <div data-scroll className="@container pb-2">
        <div className={`grid grid-cols-1 gap-6 ${layout.grid}`}>
          {columns.map((column, index) => (
            <section key={column[0]!.sosa} aria-label={generationName(index)} className="flex flex-col">
              <h3 className="mb-2 text-sm font-semibold text-stone-800">{generationName(index)}</h3>
              <ol className="flex flex-1 flex-col">
                {column.map((cell) => (
                  <li
                    key={cell.sosa}
                    aria-hidden={cell.kind === 'repeat-line' || undefined}
                    className={`flex-1 items-center py-0.5 ${cell.kind === 'repeat-line' ? `hidden ${layout.repeatLine}` : 'flex'}`}
                  >
                    <Box cell={cell} linkFor={linkFor} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </div>
    </figure>
  );
}
