import type pg from 'pg';
import { copyRows, copyValue, reserveIds } from '../record-batch-loader.ts';
import type { FamilyRow } from './gedcom-rows.ts';
import type { WarningLog } from './warning-log.ts';

type StagedFamily = {
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
 * Families and child links of an import, held (compactly, as COPY text) until every person has
 * an id, since a family may come before its members. `write` then resolves xrefs in memory,
 * warns about links to what the file lacks, and stores `families` and `family_children` with COPY.
 */
export class StagedFamilies {
  private readonly families: StagedFamily[] = [];
  private readonly links: ChildLink[] = [];

  addFamily(row: FamilyRow, placeId: number | null): void {
    const years = `${copyValue(row.marriage.min)}\t${copyValue(row.marriage.max)}`;
    this.families.push({
      xref: row.xref,
      line: row.line,
      husband: row.husband,
      wife: row.wife,
      rest: `${years}\t${copyValue(placeId)}\t${copyValue(JSON.stringify(row.details))}`,
    });
    for (let position = 0; position < row.children.length; position++)
      this.links.push({
        family: row.xref,
        child: row.children[position] as string,
        pedigree: null,
        position,
        line: row.line,
      });
  }

  /** A child's own FAMC link (with its pedigree, if stated). */
  addChildLink(family: string, child: string, pedigree: string | null, line: number): void {
    this.links.push({ family, child, pedigree: childPedigree(pedigree), position: null, line });
  }

  /** Stores the families (the first of a repeated xref wins) and child links; answers the families stored. */
  async write(
    client: pg.PoolClient,
    collectionId: number,
    personIds: ReadonlyMap<string, number>,
    warnings: WarningLog,
  ): Promise<number> {
    const collection = String(collectionId);
    const kept = new Map<string, StagedFamily>();
    const found: Warning[] = [];
    for (const family of this.families) {
      const { xref, line, husband, wife } = family;
      if (kept.has(xref)) found.push({ line, message: `Duplicate FAM ${xref}; the first one is kept.` });
      else kept.set(xref, family);
      if (husband !== null && !personIds.has(husband))
        found.push({ line, message: `FAM ${xref}: HUSB ${husband} is not in the file; left out.` });
      if (wife !== null && !personIds.has(wife))
        found.push({ line, message: `FAM ${xref}: WIFE ${wife} is not in the file; left out.` });
    }
    for (const warning of found.sort(byLine)) warnings.add(warning.line, warning.message);

    const ids = await reserveIds(client, 'families', kept.size);
    const familyIds = new Map<string, number>();
    const familyLines: string[] = [];
    for (const family of kept.values()) {
      const id = ids[familyIds.size] as number;
      familyIds.set(family.xref, id);
      const husband = family.husband === null ? null : (personIds.get(family.husband) ?? null);
      const wife = family.wife === null ? null : (personIds.get(family.wife) ?? null);
      familyLines.push(
        `${id}\t${collection}\t${copyValue(family.xref)}\t${copyValue(husband)}\t${copyValue(wife)}\t${family.rest}\n`,
      );
    }
    this.families.length = 0;
    await copyRows(
      client,
      'COPY families (id, collection_id, xref, husband_id, wife_id, marriage_year_min, marriage_year_max, marriage_place_id, details) FROM STDIN',
      familyLines,
    );
    await copyRows(
      client,
      'COPY family_children (family_id, child_id, pedigree, position) FROM STDIN',
      this.childLines(familyIds, personIds, warnings),
    );
    return kept.size;
  }

  /** One line per (family, child) pair, its statements merged; a pair naming what the file lacks is a warning. */
  private childLines(
    familyIds: ReadonlyMap<string, number>,
    personIds: ReadonlyMap<string, number>,
    warnings: WarningLog,
  ): string[] {
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
    const lines: string[] = [];
    for (const { family, child, pedigree, position, line } of pairs.values()) {
      const familyId = familyIds.get(family);
      const childId = personIds.get(child);
      if (familyId === undefined)
        found.push({
          line,
          message: `${child} is a child of FAM ${family}, which is not in the file; left out.`,
        });
      else if (childId === undefined)
        found.push({ line, message: `FAM ${family}: CHIL ${child} is not in the file; left out.` });
      else lines.push(`${familyId}\t${childId}\t${copyValue(pedigree)}\t${copyValue(position)}\n`);
    }
    for (const warning of found.sort(byLine)) warnings.add(warning.line, warning.message);
    return lines;
  }
}
