import { LIVING_YEARS } from './living-evidence.ts';

/**
 * Latest birth year of an undated person implied by one relative's latest birth year. Wide on
 * purpose, so a person is only called dead when every plausible life would be over.
 */
export const RELATIVE_GAPS = { parent: 60, spouse: 40, sibling: 40, child: -12 } as const;

/**
 * Settles the people the living rule left at 'no-dates' from their relatives' dates (one step:
 * parents, spouses, children, siblings), once the whole file has been read. Holds only
 * xrefs, years and family membership, so its memory is small next to the file.
 */
export class LivingResolver {
  private readonly birthYears = new Map<string, number>();
  private readonly undated = new Set<string>();
  /**
   * Every family of more than one known member, flat (a few strings per family and no objects, as
   * it lives until the end of the file): the parent count, the child count, then their xrefs.
   */
  private readonly families: (string | number)[] = [];

  addIndividual(xref: string | null, latestBirthYear: number | null, undated: boolean): void {
    if (xref === null) return;
    if (latestBirthYear !== null) this.birthYears.set(xref, latestBirthYear);
    if (undated) this.undated.add(xref);
  }

  addFamily(parents: (string | null)[], children: string[]): void {
    const known = parents.filter((parent): parent is string => parent !== null);
    if (known.length + children.length > 1)
      this.families.push(known.length, children.length, ...known, ...children);
  }

  /** Xrefs of undated people who are dead by their relatives' dates. */
  *settle(currentYear: number): Generator<string> {
    const bound = new Map<string, number>();
    const tighten = (xref: string, relative: string, gap: number) => {
      if (!this.undated.has(xref)) return;
      const year = this.birthYears.get(relative);
      if (year === undefined) return;
      bound.set(xref, Math.min(bound.get(xref) ?? Number.POSITIVE_INFINITY, year + gap));
    };
    for (let at = 0; at < this.families.length; ) {
      const parentCount = this.families[at] as number;
      const childCount = this.families[at + 1] as number;
      const parents = this.families.slice(at + 2, at + 2 + parentCount) as string[];
      const children = this.families.slice(
        at + 2 + parentCount,
        at + 2 + parentCount + childCount,
      ) as string[];
      at += 2 + parentCount + childCount;
      for (const parent of parents) {
        for (const other of parents) if (other !== parent) tighten(parent, other, RELATIVE_GAPS.spouse);
        for (const child of children) tighten(parent, child, RELATIVE_GAPS.child);
      }
      for (const child of children) {
        for (const parent of parents) tighten(child, parent, RELATIVE_GAPS.parent);
        for (const sibling of children) if (sibling !== child) tighten(child, sibling, RELATIVE_GAPS.sibling);
      }
    }
    for (const [xref, year] of bound) if (year <= currentYear - LIVING_YEARS) yield xref;
  }
}
