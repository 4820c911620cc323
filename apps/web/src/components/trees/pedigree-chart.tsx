import type { Pedigree, TreePersonSummary } from '@society/record-search';
import Link from 'next/link';
import type { CSSProperties } from 'react';
import {
  lifeSpan,
  type PedigreeCell,
  pedigreeColumns,
  relationLabel,
} from '../../lib/trees/tree-person-labels.ts';
import { TreePersonName } from './tree-person-name.tsx';

const GENERATION_NAMES = ['The person', 'Parents', 'Grandparents', 'Great-grandparents'];
const generationName = (index: number) => GENERATION_NAMES[index] ?? `${index - 2}× great-grandparents`;

type PedigreeChartProps = {
  pedigree: Pedigree;
  /** The page of a person in the chart, or null when they have none (a withheld living person). */
  linkFor: (person: TreePersonSummary) => string | null;
  title: string;
};

function Box({ cell, linkFor }: { cell: PedigreeCell; linkFor: PedigreeChartProps['linkFor'] }) {
  const base =
    'flex min-h-14 w-full flex-col justify-center rounded-md border px-2 py-1 text-sm leading-snug';
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
 * column per generation, Sosa numbers in every box, unknown ancestors as empty boxes, a repeated
 * ancestor (pedigree collapse) shown once in full. Scrolls sideways on a phone; prints on one A4
 * (A3 beyond six generations) landscape page.
 */
export function PedigreeChart({ pedigree, linkFor, title }: PedigreeChartProps) {
  const columns = pedigreeColumns(pedigree.slots, pedigree.generations);
  const paper = pedigree.generations > 6 ? 'A3' : 'A4';
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
      <section
        data-scroll
        aria-label={`${title}, scrolls sideways`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto pb-2"
      >
        <div
          className="grid grid-cols-1 gap-6 sm:min-w-max sm:grid-cols-[repeat(var(--generations),minmax(10rem,13rem))] sm:gap-3"
          style={{ '--generations': pedigree.generations } as CSSProperties}
        >
          {columns.map((column, index) => (
            <section key={column[0]!.sosa} aria-label={generationName(index)} className="flex flex-col">
              <h3 className="mb-2 text-sm font-semibold text-stone-800">{generationName(index)}</h3>
              <ol className="flex flex-1 flex-col">
                {column.map((cell) => (
                  <li
                    key={cell.sosa}
                    aria-hidden={cell.kind === 'repeat-line' || undefined}
                    className={`flex flex-1 items-center py-0.5 ${cell.kind === 'repeat-line' ? 'max-sm:hidden' : ''}`}
                  >
                    <Box cell={cell} linkFor={linkFor} />
                  </li>
                ))}
              </ol>
            </section>
          ))}
        </div>
      </section>
    </figure>
  );
}
