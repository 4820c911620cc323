import type { PedigreeSlot, TreePersonSummary } from '@society/record-search';
import { yearText } from '../collections/record-labels.ts';

/** What the site shows instead of a living person's name. */
export const WITHHELD_NAME = 'Living person';

/** What the site shows for a person the source gives no name. */
export const UNNAMED = 'Unnamed person';

/**
 * A tree person's name as the source writes it ("John Henry Smith Jr."), as plain text, or the
 * withheld wording for a living person.
 */
export function treePersonName(person: TreePersonSummary): string {
  if (person.withheld) return WITHHELD_NAME;
  const { before, surname, after } = person.name;
  return [before, surname, after].filter(Boolean).join(' ') || UNNAMED;
}

/** Birth and death years as "1790–1860", "born 1842", "died 1860", or null when neither is known. */
export function lifeSpan(person: TreePersonSummary): string | null {
  const born = yearText(person.birthYearMin, person.birthYearMax);
  const died = yearText(person.deathYearMin, person.deathYearMax);
  if (born && died) return `${born} – ${died}`;
  if (born) return `born ${born}`;
  if (died) return `died ${died}`;
  return null;
}

export type PedigreeCell =
  | { kind: 'person'; sosa: number; slot: PedigreeSlot }
  /** No ancestor known at this number. */
  | { kind: 'unknown'; sosa: number }
  /** Above a repeated ancestor: their ancestors are shown at the first place they appear. */
  | { kind: 'repeat-line'; sosa: number };

/** The chart's columns, one per generation, each with every Sosa number of that generation in order. */
export function pedigreeColumns(slots: readonly PedigreeSlot[], generations: number): PedigreeCell[][] {
  const bySosa = new Map(slots.map((slot) => [slot.sosa, slot]));
  const columns: PedigreeCell[][] = [];
  for (let generation = 0; generation < generations; generation++) {
    const column: PedigreeCell[] = [];
    for (let sosa = 2 ** generation; sosa < 2 ** (generation + 1); sosa++) {
      const slot = bySosa.get(sosa);
      if (slot) column.push({ kind: 'person', sosa, slot });
      else column.push({ kind: aboveRepeat(bySosa, sosa) ? 'repeat-line' : 'unknown', sosa });
    }
    columns.push(column);
  }
  return columns;
}

function aboveRepeat(bySosa: ReadonlyMap<number, PedigreeSlot>, sosa: number): boolean {
  for (let below = Math.floor(sosa / 2); below >= 1; below = Math.floor(below / 2)) {
    const slot = bySosa.get(below);
    if (slot) return slot.repeatOf !== null;
  }
  return false;
}

/** "Father", "Mother's mother"… for Sosa numbers of a chart (1 is the person). */
export function relationLabel(sosa: number): string {
  if (sosa === 1) return 'The person';
  const path: string[] = [];
  for (let n = sosa; n > 1; n = Math.floor(n / 2)) path.unshift(n % 2 === 0 ? 'father' : 'mother');
  const text = path.map((step, index) => (index < path.length - 1 ? `${step}’s` : step)).join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
