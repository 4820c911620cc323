import { CopyText, copyValue } from '../copy-text.ts';
import { type ChildLink, ChildLinks } from './child-links.ts';
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
type Warning = { line: number; message: string };

const byLine = (a: Warning, b: Warning) => a.line - b.line;

/**
 * Families and child links of an import. A family whose husband and wife are already read (the
 * usual order) is COPY text at once, stored with its batch; one read before its members is held
 * in memory until the end. A child link is ready as soon as both the child and the family are read
 * (`ChildLinks`) and is stored with the batch of the later one, or at the end when its family is
 * held. What the file lacks becomes warnings at the end.
 */
export class StagedFamilies {
  /** Every kept family's id by xref (0 until its batch is prepared). */
  private readonly familyIds = new Map<string, number>();
  private readonly heldXrefs = new Set<string>();
  private readonly held: HeldFamily[] = [];
  private ready: ChildLink[] = [];
  private readonly heldLinks: ChildLink[] = [];
  private readonly links: ChildLinks;

  constructor(
    private readonly collection: string,
    private readonly personIds: ReadonlyMap<string, number>,
    private readonly warnings: WarningLog,
  ) {
    this.links = new ChildLinks(
      personIds,
      (xref) => this.familyIds.has(xref),
      (link) => (this.heldXrefs.has(link.family) ? this.heldLinks : this.ready).push(link),
    );
  }

  /**
   * A family as it is read: null for a repeated xref (the first one is kept). Whether its husband
   * and wife are already read is fixed now, so a complete family is written with the batch it was
   * read in, after its members.
   */
  accept(row: FamilyRow): { complete: boolean } | null {
    const { xref, line, husband, wife } = row;
    if (this.familyIds.has(xref)) {
      this.warnings.add(line, `Duplicate FAM ${xref}; the first one is kept.`);
      return null;
    }
    this.familyIds.set(xref, 0);
    const read = (xref: string | null) => xref === null || this.personIds.has(xref);
    const complete = read(husband) && read(wife);
    if (!complete) this.heldXrefs.add(xref);
    this.links.familyArrived(xref, row.children, line);
    return { complete };
  }

  /** A person as read (already in `personIds`), with the families they are a child of (FAMC). */
  addChild(child: string, famcs: { family: string; pedigree: string | null }[], line: number): void {
    this.links.childArrived(child, famcs, line);
  }

  /** The links made ready since the last call, for the batch being handed over. */
  takeReadyLinks(): ChildLink[] {
    const ready = this.ready;
    this.ready = [];
    return ready;
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

  /** `family_children` lines of links whose families are placed (`place`). */
  linkLines(links: readonly ChildLink[]): CopyText {
    const lines = new CopyText();
    for (const { family, child, pedigree, position } of links)
      lines.add(`${this.familyIds.get(family)}\t${child}\t${copyValue(pedigree)}\t${copyValue(position)}\n`);
    return lines;
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

  /** Once every record is read: the links of held families; links naming what the file lacks become warnings. */
  heldLinkLines(): CopyText {
    for (const warning of this.links.leftovers().sort(byLine))
      this.warnings.add(warning.line, warning.message);
    const lines = this.linkLines(this.heldLinks);
    this.heldLinks.length = 0;
    return lines;
  }

  private familyLine({ id, xref, husband, wife, rest }: HeldFamily): string {
    const husbandId = husband === null ? null : (this.personIds.get(husband) ?? null);
    const wifeId = wife === null ? null : (this.personIds.get(wife) ?? null);
    return `${id}\t${this.collection}\t${copyValue(xref)}\t${copyValue(husbandId)}\t${copyValue(wifeId)}\t${rest}\n`;
  }

  get count(): number {
    return this.familyIds.size;
  }
}
