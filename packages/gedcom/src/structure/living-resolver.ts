import { findAncestryLoops } from './ancestry-loops.ts';
import { LIVING_YEARS } from './living-evidence.ts';

/**
 * Latest birth year of an undated person implied by one relative's latest birth year, or by the
 * year of their own marriage (nobody marries before they are born). Wide on purpose, so a person
 * is only called dead when every plausible life would be over.
 */
export const RELATIVE_GAPS = { parent: 60, spouse: 40, sibling: 40, child: -12, marriage: 0 } as const;

/**
 * How often one person's bound may be lowered. Only a loop in the data (someone their own
 * ancestor) lowers bounds without end; whoever reaches this is in doubt, so stays living.
 */
const MAX_TIGHTENINGS = 100;

/** One family as the resolver keeps it. */
export type ResolverFamily = {
  parents: string[];
  children: string[];
  /** The latest possible year of the family's marriage (or its banns, licence…), when dated. */
  marriageYear: number | null;
  line: number;
};

/** A bound on an undated person's latest birth year: from whom it came (null: a dated fact). */
type Bound = { year: number; via: string | null; tightenings: number };

/**
 * Settles the people the living rule left at 'no-dates' from their relatives' dates and their
 * families' marriage dates, once the whole file has been read. Bounds pass from relative to
 * relative (an undated man's bound, from his marriage, bounds his undated children in turn), each
 * step adding its gap. Holds only xrefs, years and family membership, so its memory is small next
 * to the file.
 */
export class LivingResolver {
  private readonly birthYears = new Map<string, number>();
  private readonly undated = new Set<string>();
  /**
   * Every family of more than one known member or with a marriage year, flat (a few values per
   * family and no objects, as it lives until the end of the file): the parent count, the child
   * count, the marriage year (or null), the line, then the parents' and children's xrefs.
   */
  private readonly flat: (string | number | null)[] = [];

  addIndividual(xref: string | null, latestBirthYear: number | null, undated: boolean): void {
    if (xref === null) return;
    if (latestBirthYear !== null) this.birthYears.set(xref, latestBirthYear);
    if (undated) this.undated.add(xref);
  }

  addFamily(
    parents: (string | null)[],
    children: string[],
    marriageYear: number | null = null,
    line = 0,
  ): void {
    const known = parents.filter((parent): parent is string => parent !== null);
    if (known.length + children.length > 1 || (marriageYear !== null && known.length > 0))
      this.flat.push(known.length, children.length, marriageYear, line, ...known, ...children);
  }

  /** The families kept, one at a time. */
  *families(): Generator<ResolverFamily> {
    for (let at = 0; at < this.flat.length; ) {
      const parentCount = this.flat[at] as number;
      const childCount = this.flat[at + 1] as number;
      const start = at + 4;
      yield {
        parents: this.flat.slice(start, start + parentCount) as string[],
        children: this.flat.slice(start + parentCount, start + parentCount + childCount) as string[],
        marriageYear: this.flat[at + 2] as number | null,
        line: this.flat[at + 3] as number,
      };
      at = start + parentCount + childCount;
    }
  }

  /** People who are their own ancestors, with the line of a family that closes each loop. */
  ancestryLoops() {
    return findAncestryLoops(this.families());
  }

  /** Xrefs of undated people who are dead by their relatives' or their marriages' dates. */
  *settle(currentYear: number): Generator<string> {
    const bounds = new Map<string, Bound>();
    /** Undated relatives each undated person's bound passes to, with the gap. */
    const onward = new Map<string, [string, number][]>();
    const queue: string[] = [];
    const tighten = (xref: string, year: number, via: string | null) => {
      const bound = bounds.get(xref);
      if (bound === undefined) bounds.set(xref, { year, via, tightenings: 0 });
      else if (year < bound.year && bound.tightenings < MAX_TIGHTENINGS) {
        bound.year = year;
        bound.via = via;
        bound.tightenings++;
      } else return;
      queue.push(xref);
    };
    const relate = (xref: string, relative: string, gap: number) => {
      if (!this.undated.has(xref)) return;
      const year = this.birthYears.get(relative);
      if (year !== undefined) tighten(xref, year + gap, null);
      else if (this.undated.has(relative)) {
        const list = onward.get(relative);
        if (list === undefined) onward.set(relative, [[xref, gap]]);
        else list.push([xref, gap]);
      }
    };
    for (const { parents, children, marriageYear } of this.families()) {
      for (const parent of parents) {
        if (marriageYear !== null && this.undated.has(parent))
          tighten(parent, marriageYear + RELATIVE_GAPS.marriage, null);
        for (const other of parents) if (other !== parent) relate(parent, other, RELATIVE_GAPS.spouse);
        for (const child of children) relate(parent, child, RELATIVE_GAPS.child);
      }
      for (const child of children) {
        for (const parent of parents) relate(child, parent, RELATIVE_GAPS.parent);
        for (const sibling of children) if (sibling !== child) relate(child, sibling, RELATIVE_GAPS.sibling);
      }
    }
    for (let at = 0; at < queue.length; at++) {
      const next = queue[at] as string;
      const from = bounds.get(next) as Bound;
      for (const [xref, gap] of onward.get(next) ?? []) tighten(xref, from.year + gap, next);
    }
    const trusted = trustedBounds(bounds);
    for (const [xref, bound] of bounds)
      if (bound.year <= currentYear - LIVING_YEARS && trusted(xref)) yield xref;
  }
}

/**
 * Whether a bound rests on dates alone: its chain of relatives ends at a dated fact without
 * passing anyone whose bound a loop kept lowering. In doubt, living.
 */
function trustedBounds(bounds: ReadonlyMap<string, Bound>): (xref: string) => boolean {
  const known = new Map<string, boolean>();
  return (xref) => {
    const chain = new Set<string>();
    let answer: boolean | undefined;
    for (let at: string | null = xref; ; ) {
      if (at === null) {
        answer = true;
        break;
      }
      const seen = known.get(at);
      if (seen !== undefined) {
        answer = seen;
        break;
      }
      const bound = bounds.get(at);
      if (bound === undefined || bound.tightenings >= MAX_TIGHTENINGS || chain.has(at)) {
        answer = false;
        break;
      }
      chain.add(at);
      at = bound.via;
    }
    for (const link of chain) known.set(link, answer);
    return answer;
  };
}
