import { CopyText, copyValue } from '../copy-text.ts';
import type { FamilyRow } from './gedcom-rows.ts';
import type { WarningLog } from './warning-log.ts';

/** A family read before its husband or wife: held until every person has been read. */
type HeldFamily = {
  id: number;
  xref: string;
  line: number;
  husband: string | null;
  wife: string | null;
  /** The family's COPY columns from the marriage years on, already escaped. */
  rest: string;
};
type ChildLink = {
  family: string;
  child: string;
  pedigree: Pedigree | null;
  position: number | null;
  line: number;
};
type Warning = { line: number; message: string };

const PEDIGREES = ['birth', 'adopted', 'foster', 'sealing', 'other'] as const;
type Pedigree = (typeof PEDIGREES)[number];

/** GEDCOM PEDI (5.5.1 lower/upper case, 7.0 upper case) as the `family_child_pedigree` enum. */
export const childPedigree = (value: string | null): Pedigree | null =>
  value === null ? null : PEDIGREES.includes(value as Pedigree) ? (value as Pedigree) : 'other';

/** The stronger of two statements of one link, as PostgreSQL's max() over the enum would pick. */
const strongerPedigree = (a: Pedigree | null, b: Pedigree | null) =>
  a === null ? b : b === null ? a : PEDIGREES.indexOf(a) >= PEDIGREES.indexOf(b) ? a : b;

const byLine = (a: Warning, b: Warning) => a.line - b.line;

/**
 * Families and child links of an import. A family whose husband and wife are already read (the
 * usual order) is COPY text at once, stored with its batch; one read before its members is held
 * in memory. Child links are held (they are small) and merged at the end, when `finish` stores
 * the families and `family_children`, resolving xrefs in memory and warning about links to what
 * the file lacks.
 */
export class StagedFamilies {
  private readonly familyIds = new Map<string, number>();
  private readonly held: HeldFamily[] = [];
  private readonly links: ChildLink[] = [];

  constructor(
    private readonly collection: string,
    private readonly personIds: ReadonlyMap<string, number>,
    private readonly warnings: WarningLog,
  ) {}

  /**
   * A family as it is read: false for a repeated xref (the first one is kept). A kept family's
   * child links are noted, and whether its husband and wife are already read is fixed now, so a
   * complete family is written with the batch it was read in, after its members.
   */
  accept(row: FamilyRow): { complete: boolean } | null {
    const { xref, line, husband, wife } = row;
    if (this.familyIds.has(xref)) {
      this.warnings.add(line, `Duplicate FAM ${xref}; the first one is kept.`);
      return null;
    }
    this.familyIds.set(xref, 0);
    for (let position = 0; position < row.children.length; position++)
      this.links.push({
        family: xref,
        child: row.children[position] as string,
        pedigree: null,
        position,
        line,
      });
    const read = (xref: string | null) => xref === null || this.personIds.has(xref);
    return { complete: read(husband) && read(wife) };
  }

  /** A kept family with its id and place: its COPY line when it was complete, else it is held for `heldLines`. */
  place(row: FamilyRow, complete: boolean, id: number, placeId: number | null): string | null {
    const { xref, line, husband, wife } = row;
    this.familyIds.set(xref, id);
    const years = `${copyValue(row.marriage.min)}\t${copyValue(row.marriage.max)}`;
    const rest = `${years}\t${copyValue(placeId)}\t${copyValue(row.detailsJson)}`;
    const family = { id, xref, line, husband, wife, rest };
    if (complete) return this.familyLine(family);
    this.held.push(family);
    return null;
  }

  /** A child's own FAMC link (with its pedigree, if stated). */
  addChildLink(family: string, child: string, pedigree: string | null, line: number): void {
    this.links.push({ family, child, pedigree: childPedigree(pedigree), position: null, line });
  }

  /** The held families' lines, once every person is read; a husband or wife the file lacks is a warning. */
  heldLines(): CopyText {
    const found: Warning[] = [];
    for (const { xref, line, husband, wife } of this.held) {
      if (husband !== null && !this.personIds.has(husband))
        found.push({ line, message: `FAM ${xref}: HUSB ${husband} is not in the file; left out.` });
      if (wife !== null && !this.personIds.has(wife))
        found.push({ line, message: `FAM ${xref}: WIFE ${wife} is not in the file; left out.` });
    }
    for (const warning of found.sort(byLine)) this.warnings.add(warning.line, warning.message);
    const lines = new CopyText();
    for (const family of this.held) lines.add(this.familyLine(family));
    this.held.length = 0;
    return lines;
  }

  private familyLine({ id, xref, husband, wife, rest }: HeldFamily): string {
    const husbandId = husband === null ? null : (this.personIds.get(husband) ?? null);
    const wifeId = wife === null ? null : (this.personIds.get(wife) ?? null);
    return `${id}\t${this.collection}\t${copyValue(xref)}\t${copyValue(husbandId)}\t${copyValue(wifeId)}\t${rest}\n`;
  }

  /** One line per (family, child) pair, its statements merged; a pair naming what the file lacks is a warning. */
  childLines(): CopyText {
    const pairs = new Map<string, ChildLink>();
    for (const link of this.links) {
      const key = `${link.family}\u0000${link.child}`;
      const seen = pairs.get(key);
      if (seen === undefined) pairs.set(key, link);
      else {
        seen.line = Math.min(seen.line, link.line);
        seen.pedigree = strongerPedigree(seen.pedigree, link.pedigree);
        if (link.position !== null && (seen.position === null || link.position < seen.position))
          seen.position = link.position;
      }
    }
    this.links.length = 0;
    const found: Warning[] = [];
    const lines = new CopyText();
    for (const { family, child, pedigree, position, line } of pairs.values()) {
      const familyId = this.familyIds.get(family);
      const childId = this.personIds.get(child);
      if (familyId === undefined)
        found.push({
          line,
          message: `${child} is a child of FAM ${family}, which is not in the file; left out.`,
        });
      else if (childId === undefined)
        found.push({ line, message: `FAM ${family}: CHIL ${child} is not in the file; left out.` });
      else lines.add(`${familyId}\t${childId}\t${copyValue(pedigree)}\t${copyValue(position)}\n`);
    }
    for (const warning of found.sort(byLine)) this.warnings.add(warning.line, warning.message);
    return lines;
  }

  get count(): number {
    return this.familyIds.size;
  }
}
