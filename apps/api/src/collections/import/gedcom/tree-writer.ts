import type {
  GedcomFamily,
  GedcomIndividual,
  GedcomMediaRecord,
  GedcomNoteRecord,
  GedcomSourceRecord,
} from '@society/gedcom';
import type pg from 'pg';
import { copyRows, copyValue, reserveIds } from '../record-batch-loader.ts';
import {
  atXref,
  type FamilyRow,
  familyRow,
  lineXref,
  type NameParts,
  personRow,
  type YearSpan,
} from './gedcom-rows.ts';
import type { NameIds } from './name-ids.ts';
import type { PlaceIds } from './place-ids.ts';
import { StagedFamilies } from './staged-families.ts';
import type { WarningLog } from './warning-log.ts';

export type TreeRecord = GedcomSourceRecord | GedcomNoteRecord | GedcomMediaRecord;

/** A stored person's name occurrences, written once the batch's names and places have ids. */
type PendingNames = {
  id: number;
  names: NameParts[];
  found: YearSpan;
  place: string | null;
  unsettled: boolean;
};

/**
 * The records read since the last write, already as COPY text where nothing waits for an id:
 * held while the next batch is parsed, so it stays small (few objects for the GC to move).
 */
export class TreeBatch {
  readonly peopleLines: string[] = [];
  /** People whose `living` waits for relatives' dates (see `TreeWriter`). */
  readonly unsettledLines: string[] = [];
  readonly names: PendingNames[] = [];
  readonly families: FamilyRow[] = [];
  readonly records: string[] = [];

  get size(): number {
    return this.names.length + this.families.length + this.records.length;
  }
}

const PEOPLE_COLUMNS =
  'id, collection_id, xref, given_names, surname, sex, living, birth_year_min, birth_year_max, death_year_min, death_year_max, details';
const OCCURRENCE_COLUMNS =
  'collection_id, person_id, record_type, role, surname_id, forename_id, year_min, year_max, place_id';
const FAMILY_COLUMNS =
  'id, collection_id, xref, husband_id, wife_id, marriage_year_min, marriage_year_max, marriage_place_id, details';
const STAGED_FAMILIES_COPY = `COPY gedcom_staged_families (${FAMILY_COLUMNS}) FROM STDIN`;
const PEOPLE_COPY = `COPY people (${PEOPLE_COLUMNS}) FROM STDIN`;
const OCCURRENCES_COPY = `COPY name_occurrences (${OCCURRENCE_COLUMNS}) FROM STDIN`;
const UNSETTLED_PEOPLE_COPY = `COPY gedcom_unsettled_people (${PEOPLE_COLUMNS}) FROM STDIN`;
const UNSETTLED_OCCURRENCES_COPY = `COPY gedcom_unsettled_occurrences (${OCCURRENCE_COLUMNS}) FROM STDIN`;
const RECORDS_COPY = 'COPY tree_records (collection_id, kind, xref, data) FROM STDIN';

/**
 * Writes a tree with COPY inside the import's transaction on `client`. Person ids are drawn ahead
 * from the `people` sequence (on `pool`), so a person becomes COPY text as it is read, name
 * occurrences carry the id, and families and child links are resolved in memory (`StagedFamilies`).
 * People the living rule can only settle from relatives' dates (known once the whole file is
 * read) wait, with their name occurrences, in temporary tables (no WAL, no indexes, no memory)
 * and are copied into place once, at the end, so no stored person is ever rewritten.
 * Duplicates are found as records arrive: the first record of an xref is kept.
 */
export class TreeWriter {
  /** Every kept person's id by xref. */
  private readonly personIds = new Map<string, number>();
  /** Ids drawn ahead from the `people` sequence (`reserve`), so rows are COPY text as they are read. */
  private ids: number[] = [];
  private readonly recordXrefs = new Set<string>();
  private readonly families: StagedFamilies;
  private readonly collection: string;
  batch = new TreeBatch();
  occurrences = 0;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly pool: pg.Pool,
    collectionId: number,
    private readonly names: NameIds,
    private readonly places: PlaceIds,
    private readonly warnings: WarningLog,
  ) {
    this.collection = String(collectionId);
    this.families = new StagedFamilies(this.collection, this.personIds, warnings);
  }

  get people(): number {
    return this.personIds.size;
  }

  /** Draws ids so that `count` people can be read before the next call (on the pool's other connection). */
  async reserve(count: number): Promise<void> {
    if (this.ids.length >= count) return;
    const fresh = await reserveIds(this.pool, 'people', count - this.ids.length);
    // Kept in reverse so `pop` hands them out in file order, the ones left from before first.
    this.ids = fresh.reverse().concat(this.ids);
  }

  /** Ids left for the people of this batch: at 0 the batch must be written (and more drawn). */
  get idsLeft(): number {
    return this.ids.length;
  }

  addPerson(individual: GedcomIndividual): void {
    const row = personRow(individual);
    if (this.personIds.has(row.xref)) {
      this.warnings.add(row.line, `Duplicate INDI ${row.xref}; the first one is kept.`);
      return;
    }
    const id = this.ids.pop();
    if (id === undefined) throw new Error('TreeWriter: no person id reserved');
    this.personIds.set(row.xref, id);
    for (const famc of individual.familiesAsChild)
      this.families.addChildLink(atXref(famc.xref), row.xref, famc.pedigree, row.line);
    const line = `${id}\t${this.collection}\t${copyValue(row.xref)}\t${copyValue(row.givenNames)}\t${copyValue(row.surname)}\t${row.sex}\t${row.living ? 't' : 'f'}\t${copyValue(row.birth.min)}\t${copyValue(row.birth.max)}\t${copyValue(row.death.min)}\t${copyValue(row.death.max)}\t${copyValue(JSON.stringify(row.details))}\n`;
    const unsettled = row.unsettled;
    (unsettled ? this.batch.unsettledLines : this.batch.peopleLines).push(line);
    this.batch.names.push({ id, names: row.names, found: row.found, place: row.foundPlace, unsettled });
  }

  addFamily(family: GedcomFamily): void {
    this.batch.families.push(familyRow(family));
  }

  addRecord({ kind, xref, line, ...data }: TreeRecord): void {
    const x = xref === null ? lineXref(line) : atXref(xref);
    if (this.recordXrefs.has(x)) {
      this.warnings.add(line, `Duplicate record ${x}; the first one is kept.`);
      return;
    }
    this.recordXrefs.add(x);
    this.batch.records.push(
      `${this.collection}\t${kind}\t${copyValue(x)}\t${copyValue(JSON.stringify(data))}\n`,
    );
  }

  /** Hands over the batch read so far; `write` stores it while the next one is read. */
  takeBatch(): TreeBatch {
    const full = this.batch;
    this.batch = new TreeBatch();
    return full;
  }

  async write(batch: TreeBatch): Promise<void> {
    const names: string[] = [];
    const places: string[] = [];
    for (const person of batch.names) {
      for (const name of person.names) {
        if (name.surname) names.push(name.surname);
        if (name.forename) names.push(name.forename);
      }
      if (person.place !== null) places.push(person.place);
    }
    for (const family of batch.families) if (family.marriagePlace !== null) places.push(family.marriagePlace);
    const familyIds = await reserveIds(this.pool, 'families', batch.families.length);
    await this.names.load(names);
    await this.places.load(places);
    const occurrenceLines: string[] = [];
    const unsettledOccurrences: string[] = [];
    for (const person of batch.names) {
      const lines = this.occurrenceLines(person);
      this.occurrences += lines.length;
      (person.unsettled ? unsettledOccurrences : occurrenceLines).push(...lines);
    }
    const familyLines: string[] = [];
    batch.families.forEach((family, index) => {
      const line = this.families.addFamily(
        family,
        familyIds[index] as number,
        this.places.get(family.marriagePlace),
      );
      if (line !== null) familyLines.push(line);
    });
    await copyRows(this.client, PEOPLE_COPY, batch.peopleLines);
    await copyRows(this.client, OCCURRENCES_COPY, occurrenceLines);
    await copyRows(this.client, RECORDS_COPY, batch.records);
    await copyRows(this.client, UNSETTLED_PEOPLE_COPY, batch.unsettledLines);
    await copyRows(this.client, UNSETTLED_OCCURRENCES_COPY, unsettledOccurrences);
    await copyRows(this.client, STAGED_FAMILIES_COPY, familyLines);
  }

  /**
   * Writes the people held for the living rule (`settled`: xrefs it found dead by their
   * relatives' dates), then the families and child links (all after every person, so foreign-key
   * checks, when on, are met). Answers the families stored.
   */
  async finish(settled: ReadonlySet<string>): Promise<number> {
    const ids: number[] = [];
    for (const xref of settled) {
      const id = this.personIds.get(xref);
      if (id !== undefined) ids.push(id);
    }
    await this.client.query(
      `INSERT INTO people (${PEOPLE_COLUMNS}) OVERRIDING SYSTEM VALUE
       SELECT u.id, collection_id, xref, given_names, surname, sex, s.id IS NULL, birth_year_min,
         birth_year_max, death_year_min, death_year_max,
         CASE WHEN s.id IS NULL THEN details ELSE details || '{"livingReason": "relatives-long-ago"}' END
       FROM gedcom_unsettled_people u LEFT JOIN unnest($1::int[]) AS s(id) ON s.id = u.id`,
      [ids],
    );
    await this.client.query(
      `INSERT INTO name_occurrences (${OCCURRENCE_COLUMNS})
       SELECT ${OCCURRENCE_COLUMNS} FROM gedcom_unsettled_occurrences`,
    );
    await this.client.query(
      `INSERT INTO families (${FAMILY_COLUMNS}) OVERRIDING SYSTEM VALUE SELECT ${FAMILY_COLUMNS} FROM gedcom_staged_families`,
    );
    await copyRows(this.client, `COPY families (${FAMILY_COLUMNS}) FROM STDIN`, this.families.heldLines());
    await copyRows(
      this.client,
      'COPY family_children (family_id, child_id, pedigree, position) FROM STDIN',
      this.families.childLines(),
    );
    return this.families.count;
  }

  /** Creates the tables unsettled people and families wait in (temporary: dropped at commit). */
  async prepare(): Promise<void> {
    await this.client.query(
      'CREATE TEMP TABLE gedcom_unsettled_people ON COMMIT DROP AS SELECT * FROM people WITH NO DATA',
    );
    await this.client.query(
      'CREATE TEMP TABLE gedcom_unsettled_occurrences ON COMMIT DROP AS SELECT * FROM name_occurrences WITH NO DATA',
    );
    await this.client.query(
      'CREATE TEMP TABLE gedcom_staged_families ON COMMIT DROP AS SELECT * FROM families WITH NO DATA',
    );
  }

  private occurrenceLines({ id, names, found: years, place }: PendingNames): string[] {
    const lines: string[] = [];
    const found = `${copyValue(years.min)}\t${copyValue(years.max)}\t${copyValue(this.places.get(place))}`;
    for (const name of names) {
      const surname = this.names.get(name.surname);
      const forename = this.names.get(name.forename);
      if (surname === null && forename === null) continue;
      lines.push(
        `${this.collection}\t${id}\ttree_person\tprincipal\t${copyValue(surname)}\t${copyValue(forename)}\t${found}\n`,
      );
    }
    return lines;
  }
}
