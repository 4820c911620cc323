import type {
  GedcomFamily,
  GedcomIndividual,
  GedcomMediaRecord,
  GedcomNoteRecord,
  GedcomSourceRecord,
  LivingReason,
} from '@society/gedcom';
import type pg from 'pg';
import { copyRows, copyValue, reserveIds } from '../record-batch-loader.ts';
import { atXref, type FamilyRow, familyRow, lineXref, type PersonRow, personRow } from './gedcom-rows.ts';
import type { NameIds } from './name-ids.ts';
import type { PlaceIds } from './place-ids.ts';
import { StagedFamilies } from './staged-families.ts';
import type { WarningLog } from './warning-log.ts';

export type TreeRecord = GedcomSourceRecord | GedcomNoteRecord | GedcomMediaRecord;

/** The records read since the last write. */
export class TreeBatch {
  readonly people: PersonRow[] = [];
  readonly families: FamilyRow[] = [];
  readonly records: string[] = [];

  get size(): number {
    return this.people.length + this.families.length + this.records.length;
  }
}

/** A person whose `living` waits for the relatives' dates: their COPY text without it. */
type UnsettledPerson = { xref: string; head: string; tail: string; occurrences: string };

const PEOPLE_COPY =
  'COPY people (id, collection_id, xref, given_names, surname, sex, living, birth_year_min, birth_year_max, death_year_min, death_year_max, details) FROM STDIN';
const OCCURRENCES_COPY =
  'COPY name_occurrences (collection_id, person_id, record_type, role, surname_id, forename_id, year_min, year_max, place_id) FROM STDIN';
const RECORDS_COPY = 'COPY tree_records (collection_id, kind, xref, data) FROM STDIN';

/** `details` is written with the living rule's reason as its last key (a plain word: no escaping). */
const closeDetails = (reason: LivingReason) => `,"livingReason":"${reason}"}\n`;

/**
 * Writes a tree with COPY inside the import's transaction on `client`. Person ids are drawn from
 * the `people` sequence per batch, so name occurrences carry them and families are linked in
 * memory at the end (`StagedFamilies`). People the living rule can only settle from relatives'
 * dates (known once the whole file is read) are held as text and written once, at the end.
 * Duplicates are found as records arrive: the first record of an xref is kept.
 */
export class TreeWriter {
  /** Every kept person's id by xref; 0 until their batch is written. */
  private readonly personIds = new Map<string, number>();
  private readonly recordXrefs = new Set<string>();
  private readonly unsettled: UnsettledPerson[] = [];
  private readonly families = new StagedFamilies();
  private readonly collection: string;
  batch = new TreeBatch();
  occurrences = 0;

  constructor(
    private readonly client: pg.PoolClient,
    collectionId: number,
    private readonly names: NameIds,
    private readonly places: PlaceIds,
    private readonly warnings: WarningLog,
  ) {
    this.collection = String(collectionId);
  }

  get people(): number {
    return this.personIds.size;
  }

  addPerson(individual: GedcomIndividual): void {
    const row = personRow(individual);
    if (this.personIds.has(row.xref))
      return this.warnings.add(row.line, `Duplicate INDI ${row.xref}; the first one is kept.`);
    this.personIds.set(row.xref, 0);
    this.batch.people.push(row);
    for (const famc of individual.familiesAsChild)
      this.families.addChildLink(atXref(famc.xref), row.xref, famc.pedigree, row.line);
  }

  addFamily(family: GedcomFamily): void {
    this.batch.families.push(familyRow(family));
  }

  addRecord({ kind, xref, line, ...data }: TreeRecord): void {
    const x = xref === null ? lineXref(line) : atXref(xref);
    if (this.recordXrefs.has(x)) return this.warnings.add(line, `Duplicate record ${x}; the first one is kept.`);
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
    const { people, families } = batch;
    const names: string[] = [];
    const places: string[] = [];
    for (const person of people) {
      for (const name of person.names) {
        if (name.surname) names.push(name.surname);
        if (name.forename) names.push(name.forename);
      }
      if (person.foundPlace !== null) places.push(person.foundPlace);
    }
    for (const family of families) if (family.marriagePlace !== null) places.push(family.marriagePlace);
    // Names and places go over the pool's other connection while this one draws the ids.
    const [ids] = await Promise.all([
      reserveIds(this.client, 'people', people.length),
      this.names.load(names),
      this.places.load(places),
    ]);
    const peopleLines: string[] = [];
    const occurrenceLines: string[] = [];
    people.forEach((person, index) => {
      const id = ids[index] as number;
      this.personIds.set(person.xref, id);
      const occurrences = this.occurrenceLines(person, id);
      this.occurrences += occurrences.length;
      const head = `${id}\t${this.collection}\t${copyValue(person.xref)}\t${copyValue(person.givenNames)}\t${copyValue(person.surname)}\t${person.sex}\t`;
      const json = JSON.stringify(person.details);
      const tail = `\t${copyValue(person.birth.min)}\t${copyValue(person.birth.max)}\t${copyValue(person.death.min)}\t${copyValue(person.death.max)}\t${copyValue(json.slice(0, -1))}`;
      if (person.unsettled)
        this.unsettled.push({ xref: person.xref, head, tail, occurrences: occurrences.join('') });
      else {
        peopleLines.push(`${head}${person.living ? 't' : 'f'}${tail}${closeDetails(person.livingReason)}`);
        occurrenceLines.push(...occurrences);
      }
    });
    for (const family of families) this.families.addFamily(family, this.places.get(family.marriagePlace));
    await copyRows(this.client, PEOPLE_COPY, peopleLines);
    await copyRows(this.client, OCCURRENCES_COPY, occurrenceLines);
    await copyRows(this.client, RECORDS_COPY, batch.records);
  }

  /**
   * Writes the people held for the living rule (`settled`: xrefs it found dead by their
   * relatives' dates), then the families and child links. Answers the families stored.
   */
  async finish(settled: ReadonlySet<string>): Promise<number> {
    const peopleLines: string[] = [];
    const occurrenceLines: string[] = [];
    for (const { xref, head, tail, occurrences } of this.unsettled) {
      const dead = settled.has(xref);
      peopleLines.push(`${head}${dead ? 'f' : 't'}${tail}${closeDetails(dead ? 'relatives-long-ago' : 'no-dates')}`);
      if (occurrences !== '') occurrenceLines.push(occurrences);
    }
    this.unsettled.length = 0;
    await copyRows(this.client, PEOPLE_COPY, peopleLines);
    await copyRows(this.client, OCCURRENCES_COPY, occurrenceLines);
    return this.families.write(this.client, Number(this.collection), this.personIds, this.warnings);
  }

  private occurrenceLines(person: PersonRow, id: number): string[] {
    const lines: string[] = [];
    const found = `${copyValue(person.found.min)}\t${copyValue(person.found.max)}\t${copyValue(this.places.get(person.foundPlace))}`;
    for (const name of person.names) {
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
