import type { GedcomMediaRecord, GedcomNoteRecord, GedcomSourceRecord } from '@society/gedcom';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiTx } from '../../../api-db.ts';
import { atXref, type FamilyRow, lineXref, type PersonRow, pedigreeOf } from './gedcom-rows.ts';
import type { NameIds } from './name-ids.ts';
import type { PlaceIds } from './place-ids.ts';
import type { WarningLog } from './warning-log.ts';

export type ChildLink = {
  family: string;
  child: string;
  pedigree: string | null;
  position: number | null;
  line: number;
};
export type TreeRecord = GedcomSourceRecord | GedcomNoteRecord | GedcomMediaRecord;
export type BatchContext = {
  tx: ApiTx;
  collectionId: number;
  names: NameIds;
  places: PlaceIds;
  warnings: WarningLog;
};

const xrefRows = z.array(z.object({ xref: z.string() }));

/**
 * One batch of a GEDCOM import (a few thousand records), written in a handful of statements:
 * names and places first (ids), then people with their name occurrences in one statement, then
 * families and child links into the import's staging tables (linked to people at the end, since a
 * family may come before its members), then sources, notes and media.
 */
export class TreeBatch {
  readonly people: PersonRow[] = [];
  readonly families: FamilyRow[] = [];
  readonly childLinks: ChildLink[] = [];
  readonly records: TreeRecord[] = [];
  private readonly xrefs = new Set<string>();

  get size(): number {
    return this.people.length + this.families.length + this.records.length;
  }

  addPerson(
    row: PersonRow,
    familiesAsChild: { xref: string; pedigree: string | null }[],
    warnings: WarningLog,
  ) {
    if (this.xrefs.has(row.xref))
      return warnings.add(row.line, `Duplicate INDI ${row.xref}; the first one is kept.`);
    this.xrefs.add(row.xref);
    this.people.push(row);
    for (const famc of familiesAsChild) {
      this.childLinks.push({
        family: atXref(famc.xref),
        child: row.xref,
        pedigree: pedigreeOf(famc.pedigree),
        position: null,
        line: row.line,
      });
    }
  }

  addFamily(row: FamilyRow) {
    this.families.push(row);
    row.children.forEach((child, position) => {
      this.childLinks.push({ family: row.xref, child, pedigree: null, position, line: row.line });
    });
  }

  async write(context: BatchContext): Promise<number> {
    const { names, places } = context;
    await names.load(this.people.flatMap((p) => p.names.flatMap((n) => [n.surname ?? '', n.forename ?? ''])));
    await places.load([
      ...this.people.flatMap((p) => (p.foundPlace === null ? [] : [p.foundPlace])),
      ...this.families.flatMap((f) => (f.marriagePlace === null ? [] : [f.marriagePlace])),
    ]);
    const stored = await this.writePeople(context);
    if (this.families.length > 0 || this.childLinks.length > 0) await this.stageFamilies(context);
    if (this.records.length > 0) await this.writeRecords(context);
    return stored;
  }

  private async writePeople({ tx, collectionId, names, places, warnings }: BatchContext): Promise<number> {
    if (this.people.length === 0) return 0;
    const people = this.people.map((p) => ({
      x: p.xref,
      g: p.givenNames,
      s: p.surname,
      sex: p.sex,
      l: p.living,
      b0: p.birth.min,
      b1: p.birth.max,
      d0: p.death.min,
      d1: p.death.max,
      d: p.details,
    }));
    const occurrences = this.people.flatMap((p) => {
      const place = places.get(p.foundPlace);
      return p.names.flatMap((n) => {
        const s = names.get(n.surname);
        const f = names.get(n.forename);
        return s === null && f === null
          ? []
          : [{ x: p.xref, s, f, y0: p.found.min, y1: p.found.max, p: place }];
      });
    });
    const result = await tx.execute(sql`
      WITH input AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(people)}::jsonb) AS t(
          x text, g text, s text, sex text, l boolean, b0 smallint, b1 smallint, d0 smallint, d1 smallint, d jsonb)
      ),
      person AS (
        INSERT INTO people (collection_id, xref, given_names, surname, sex, living,
          birth_year_min, birth_year_max, death_year_min, death_year_max, details)
        SELECT ${collectionId}, x, g, s, sex, l, b0, b1, d0, d1, d FROM input
        ON CONFLICT (collection_id, xref) DO NOTHING
        RETURNING id, xref
      ),
      occurrence AS (
        INSERT INTO name_occurrences (collection_id, person_id, record_type, role,
          surname_id, forename_id, year_min, year_max, place_id)
        SELECT ${collectionId}, person.id, 'tree_person', 'principal', o.s, o.f, o.y0, o.y1, o.p
        FROM jsonb_to_recordset(${JSON.stringify(occurrences)}::jsonb)
          AS o(x text, s int, f int, y0 smallint, y1 smallint, p int)
        JOIN person ON person.xref = o.x
      )
      SELECT xref FROM person`);
    const inserted = xrefRows.parse(result.rows);
    if (inserted.length < this.people.length) {
      const stored = new Set(inserted.map((row) => row.xref));
      for (const p of this.people) {
        if (!stored.has(p.xref)) warnings.add(p.line, `Duplicate INDI ${p.xref}; the first one is kept.`);
      }
    }
    return inserted.length;
  }

  private async stageFamilies({ tx, places }: BatchContext) {
    const families = this.families.map((f) => ({
      x: f.xref,
      line: f.line,
      h: f.husband,
      w: f.wife,
      m0: f.marriage.min,
      m1: f.marriage.max,
      p: places.get(f.marriagePlace),
      d: f.details,
    }));
    const links = this.childLinks.map((l) => ({
      f: l.family,
      c: l.child,
      pedi: l.pedigree,
      pos: l.position,
      line: l.line,
    }));
    await tx.execute(sql`
      WITH family AS (
        INSERT INTO gedcom_staged_families
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(families)}::jsonb) AS t(
          x text, line int, h text, w text, m0 smallint, m1 smallint, p int, d jsonb)
      )
      INSERT INTO gedcom_staged_children
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(links)}::jsonb)
        AS t(f text, c text, pedi family_child_pedigree, pos smallint, line int)`);
  }

  private async writeRecords({ tx, collectionId, warnings }: BatchContext) {
    const rows = this.records.map(({ kind, xref, line, ...data }) => ({
      k: kind,
      x: xref === null ? lineXref(line) : atXref(xref),
      line,
      d: data,
    }));
    const result = await tx.execute(sql`
      INSERT INTO tree_records (collection_id, kind, xref, data)
      SELECT ${collectionId}, k, x, d FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        AS t(k tree_record_kind, x text, line int, d jsonb)
      ON CONFLICT (collection_id, xref) DO NOTHING
      RETURNING xref`);
    const stored = new Set(xrefRows.parse(result.rows).map((row) => row.xref));
    for (const row of rows) {
      if (!stored.has(row.x)) warnings.add(row.line, `Duplicate record ${row.x}; the first one is kept.`);
      else stored.delete(row.x);
    }
  }
}
