import type {
  GedcomFamily,
  GedcomIndividual,
  GedcomMediaRecord,
  GedcomNoteRecord,
  GedcomSourceRecord,
} from '@society/gedcom';
import type pg from 'pg';
import { CopyText, copyRows, copyValue } from '../copy-text.ts';
import { reserveIds } from '../record-batch-loader.ts';
import type { ChildLink } from './child-links.ts';
import { atXref, type FamilyRow, familyRow, lineXref, personRow, type YearSpan } from './gedcom-rows.ts';
import type { NameIds } from './name-ids.ts';
import type { NameParts } from './person-names.ts';
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
};

/**
 * The records read since the last write, already as COPY text where nothing waits for an id:
 * held while later batches are parsed, so it stays small (few objects for the GC to move).
 */
export class TreeBatch {
  readonly people = new CopyText();
  readonly names: PendingNames[] = [];
  /** Families kept as read, and whether their husband and wife were read before them. */
  readonly families: { row: FamilyRow; complete: boolean }[] = [];
  readonly records = new CopyText();
  /** Child links whose child and family were both read by the end of this batch. */
  links: ChildLink[] = [];

  get size(): number {
    return this.names.length + this.families.length + this.records.rows;
  }
}

/** A batch as COPY text for each table, ready to be written. */
export type PreparedBatch = {
  people: CopyText;
  occurrences: CopyText;
  families: CopyText;
  children: CopyText;
  records: CopyText;
};

const PEOPLE_COLUMNS =
  'id, collection_id, xref, given_names, surname, written_name, sex, living, birth_year_min, birth_year_max, death_year_min, death_year_max, details';
const OCCURRENCE_COLUMNS =
  'collection_id, person_id, record_type, role, surname_id, forename_id, year_min, year_max, place_id';
const FAMILY_COLUMNS =
  'id, collection_id, xref, husband_id, wife_id, marriage_year_min, marriage_year_max, marriage_place_id, details';
const PEOPLE_COPY = `COPY people (${PEOPLE_COLUMNS}) FROM STDIN`;
const OCCURRENCES_COPY = `COPY name_occurrences (${OCCURRENCE_COLUMNS}) FROM STDIN`;
const FAMILIES_COPY = `COPY families (${FAMILY_COLUMNS}) FROM STDIN`;
const FAMILY_CHILDREN_COPY = 'COPY family_children (family_id, child_id, pedigree, position) FROM STDIN';
const RECORDS_COPY = 'COPY tree_records (collection_id, kind, xref, data) FROM STDIN';

/**
 * Writes a tree with COPY inside the import's transaction on `client`. Person ids are drawn ahead
 * from the `people` sequence (on `pool`), so a person becomes COPY text as it is read, name
 * occurrences carry the id, and families and child links are resolved in memory (`StagedFamilies`).
 * A batch's names, places and family ids are resolved on the pool (`prepare`) while the batch
 * before it is still being written. People the living rule can only settle from relatives' dates
 * (known once the whole file is read) are stored as living, as the rule's default, and the few it
 * then finds dead are updated at the end, so every row is written while the file is still being
 * read. Rows are written in an order that meets the foreign keys (people, then their names and
 * the families whose members are stored). Duplicates are found as records arrive: the first
 * record of an xref is kept.
 */
export class TreeWriter {
  /** Every kept person's id by xref. */
  private readonly personIds = new Map<string, number>();
  /** Ids drawn ahead from the `people` sequence (`reserve`), so rows are COPY text as they are read. */
  private ids: number[] = [];
  private readonly recordXrefs = new Set<string>();
  /** People stored as living only for want of dates (not private by RESN): relatives may settle them. */
  private readonly unsettled = new Set<number>();
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
    const row = personRow(individual, (line, message) => this.warnings.add(line, message));
    if (this.personIds.has(row.xref)) {
      this.warnings.add(row.line, `Duplicate INDI ${row.xref}; the first one is kept.`);
      return;
    }
    const id = this.ids.pop();
    if (id === undefined) throw new Error('TreeWriter: no person id reserved');
    this.personIds.set(row.xref, id);
    if (row.unsettled) this.unsettled.add(id);
    this.families.addChild(
      row.xref,
      individual.familiesAsChild.map((famc) => ({ family: atXref(famc.xref), pedigree: famc.pedigree })),
      row.line,
    );
    this.batch.people.add(
      `${id}\t${this.collection}\t${copyValue(row.xref)}\t${copyValue(row.givenNames)}\t${copyValue(row.surname)}\t${copyValue(row.writtenName)}\t${row.sex}\t${row.living ? 't' : 'f'}\t${copyValue(row.birth.min)}\t${copyValue(row.birth.max)}\t${copyValue(row.death.min)}\t${copyValue(row.death.max)}\t${copyValue(JSON.stringify(row.details))}\n`,
    );
    this.batch.names.push({ id, names: row.names, found: row.found, place: row.foundPlace });
  }

  addFamily(family: GedcomFamily): void {
    const row = familyRow(family);
    const kept = this.families.accept(row);
    if (kept) this.batch.families.push({ row, complete: kept.complete });
  }

  addRecord({ kind, xref, line, ...data }: TreeRecord): void {
    const x = xref === null ? lineXref(line) : atXref(xref);
    if (this.recordXrefs.has(x)) {
      this.warnings.add(line, `Duplicate record ${x}; the first one is kept.`);
      return;
    }
    this.recordXrefs.add(x);
    this.batch.records.add(
      `${this.collection}\t${kind}\t${copyValue(x)}\t${copyValue(JSON.stringify(data))}\n`,
    );
  }

  /** Hands over the batch read so far; `prepare` and `write` store it while later ones are read. */
  takeBatch(): TreeBatch {
    const full = this.batch;
    full.links = this.families.takeReadyLinks();
    this.batch = new TreeBatch();
    return full;
  }

  /**
   * Gives the batch's names, places and families their ids (from the shared tables, on the pool)
   * and makes the rest of its COPY text. Batches must be prepared in the order they were read.
   */
  async prepare(batch: TreeBatch): Promise<PreparedBatch> {
    const spellings: string[] = [];
    const texts: string[] = [];
    for (const person of batch.names) {
      for (const name of person.names) {
        if (name.surname) spellings.push(name.surname);
        if (name.forename) spellings.push(name.forename);
      }
      if (person.place !== null) texts.push(person.place);
    }
    for (const { row } of batch.families) if (row.marriagePlace !== null) texts.push(row.marriagePlace);
    const familyIds = await reserveIds(this.pool, 'families', batch.families.length);
    const names = await this.names.load(spellings);
    const places = await this.places.load(texts);
    const placeId = (text: string | null) => (text === null ? null : (places.get(text) ?? null));
    const nameId = (name: string | null) => (name === null ? null : (names.get(name) ?? null));
    const occurrences = new CopyText();
    for (const { id, names: parts, found, place } of batch.names) {
      const where = `${copyValue(found.min)}\t${copyValue(found.max)}\t${copyValue(placeId(place))}`;
      for (const name of parts) {
        const surname = nameId(name.surname);
        const forename = nameId(name.forename);
        if (surname === null && forename === null) continue;
        occurrences.add(
          `${this.collection}\t${id}\ttree_person\tprincipal\t${copyValue(surname)}\t${copyValue(forename)}\t${where}\n`,
        );
      }
    }
    this.occurrences += occurrences.rows;
    const families = new CopyText();
    batch.families.forEach(({ row, complete }, index) => {
      const line = this.families.place(row, complete, familyIds[index] as number, placeId(row.marriagePlace));
      if (line !== null) families.add(line);
    });
    const children = this.families.linkLines(batch.links);
    return { people: batch.people, occurrences, families, children, records: batch.records };
  }

  /** Stores a prepared batch, in the order batches were read (members before families before links). */
  async write({ people, occurrences, families, children, records }: PreparedBatch): Promise<void> {
    await copyRows(this.client, PEOPLE_COPY, people);
    await copyRows(this.client, OCCURRENCES_COPY, occurrences);
    await copyRows(this.client, FAMILIES_COPY, families);
    await copyRows(this.client, FAMILY_CHILDREN_COPY, children);
    await copyRows(this.client, RECORDS_COPY, records);
  }

  /**
   * Marks dead the people the living rule settled from relatives' dates (`settled`: their xrefs),
   * then stores the families read before their members and their child links (after every person,
   * so foreign-key checks, when on, are met). Answers the families stored.
   */
  async finish(settled: ReadonlySet<string>): Promise<number> {
    const ids: number[] = [];
    for (const xref of settled) {
      const id = this.personIds.get(xref);
      if (id !== undefined && this.unsettled.has(id)) ids.push(id);
    }
    if (ids.length > 0)
      await this.client.query(
        `UPDATE people SET living = false, details = details || '{"livingReason": "relatives-long-ago"}'
         WHERE collection_id = $1 AND id = ANY($2::int[])`,
        [this.collection, ids],
      );
    await copyRows(this.client, FAMILIES_COPY, this.families.heldLines());
    await copyRows(this.client, FAMILY_CHILDREN_COPY, this.families.heldLinkLines());
    return this.families.count;
  }
}
