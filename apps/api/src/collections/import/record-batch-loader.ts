import type pg from 'pg';
import type { ApiDb } from '../../api-db.ts';
import { InvalidNameError, internNames } from '../intern-names.ts';
import { CopyText, copyRows, copyValue } from './copy-text.ts';

export type RecordTypeValue =
  | 'baptism'
  | 'birth'
  | 'marriage'
  | 'banns'
  | 'burial'
  | 'death'
  | 'will'
  | 'apprenticeship'
  | 'census'
  | 'memorial_card'
  | 'index_entry'
  | 'tree_person'
  | 'birth_brief'
  | 'other';
export type RoleValue =
  | 'principal'
  | 'father'
  | 'mother'
  | 'spouse'
  | 'spouse_father'
  | 'spouse_mother'
  | 'child'
  | 'witness'
  | 'godparent'
  | 'relative'
  | 'other';

export type LoadName = { role: RoleValue; forename: string | null; surname: string | null };
/** A record ready to store: names as spellings (interned by the loader), the place already resolved. */
export type LoadRecord = {
  recordType: RecordTypeValue;
  original: Record<string, string>;
  yearMin: number | null;
  yearMax: number | null;
  placeId: number | null;
  sourceRef: string;
  names: LoadName[];
};

/** Beyond this many cached spellings the cache starts again, so memory stays bounded. */
const NAME_CACHE_LIMIT = 200_000;

/**
 * `count` fresh ids from a table's identity sequence, so rows can be written with COPY and
 * referenced in the same pass. Sequences are not transactional: any connection may draw them.
 */
export async function reserveIds(
  client: pg.Pool | pg.ClientBase,
  table: string,
  count: number,
): Promise<number[]> {
  if (count === 0) return [];
  const reserved = await client.query<{ ids: number[] }>(
    `SELECT array_agg(nextval(pg_get_serial_sequence($1, 'id'))::int) AS ids FROM generate_series(1, $2)`,
    [table, count],
  );
  return reserved.rows[0]?.ids ?? [];
}

/**
 * Stores records and their name occurrences with COPY, a batch at a time, inside the caller's
 * transaction on `client`. Record ids are drawn from the table's own sequence first so the
 * occurrences can point at them in the same pass. Names go through `internNames` (on the pool, so
 * they stay even if the load rolls back: the dictionary only grows).
 */
export class RecordBatchLoader {
  private readonly nameIds = new Map<string, number | null>();
  records = 0;
  occurrences = 0;
  /** The staff upload the records belong to (`records.import_id`), so removing it removes them. */
  importId: number | null = null;

  constructor(
    private readonly db: ApiDb,
    private readonly client: pg.PoolClient,
    private readonly collectionId: number,
    /** Told about spellings the dictionary refuses (no letter, too long); the name is left out. */
    private readonly onInvalidName: (name: string) => void = () => {},
    private readonly cacheLimit = NAME_CACHE_LIMIT,
  ) {}

  async load(batch: readonly LoadRecord[]): Promise<void> {
    if (batch.length === 0) return;
    await this.internBatchNames(batch);
    const ids = await reserveIds(this.client, 'records', batch.length);
    const recordLines = new CopyText();
    const occurrenceLines = new CopyText();
    const collection = String(this.collectionId);
    const importId = copyValue(this.importId);
    batch.forEach((record, index) => {
      const id = String(ids[index]);
      const years = `${copyValue(record.yearMin)}\t${copyValue(record.yearMax)}\t${copyValue(record.placeId)}`;
      recordLines.add(
        `${id}\t${collection}\t${record.recordType}\t${copyValue(JSON.stringify(record.original))}\t${years}\t${copyValue(record.sourceRef)}\t${importId}\n`,
      );
      for (const name of record.names) {
        const surnameId = name.surname ? (this.nameIds.get(name.surname) ?? null) : null;
        const forenameId = name.forename ? (this.nameIds.get(name.forename) ?? null) : null;
        if (surnameId === null && forenameId === null) continue;
        occurrenceLines.add(
          `${collection}\t${id}\t${record.recordType}\t${name.role}\t${copyValue(surnameId)}\t${copyValue(forenameId)}\t${years}\n`,
        );
      }
    });
    await copyRows(
      this.client,
      'COPY records (id, collection_id, record_type, original, year_min, year_max, place_id, source_ref, import_id) FROM STDIN',
      recordLines,
    );
    await copyRows(
      this.client,
      'COPY name_occurrences (collection_id, record_id, record_type, role, surname_id, forename_id, year_min, year_max, place_id) FROM STDIN',
      occurrenceLines,
    );
    this.records += recordLines.rows;
    this.occurrences += occurrenceLines.rows;
  }

  private async internBatchNames(batch: readonly LoadRecord[]) {
    const unknown = () => {
      const fresh = new Set<string>();
      for (const record of batch)
        for (const name of record.names) {
          if (name.surname && !this.nameIds.has(name.surname)) fresh.add(name.surname);
          if (name.forename && !this.nameIds.has(name.forename)) fresh.add(name.forename);
        }
      return fresh;
    };
    let fresh = unknown();
    if (fresh.size === 0) return;
    if (this.nameIds.size + fresh.size > this.cacheLimit) {
      // Start the cache again with this batch's names only.
      this.nameIds.clear();
      fresh = unknown();
    }
    let spellings = [...fresh];
    try {
      await this.remember(spellings);
    } catch (error) {
      if (!(error instanceof InvalidNameError)) throw error;
      const invalid = new Set(error.names);
      for (const name of invalid) {
        this.nameIds.set(name, null);
        this.onInvalidName(name);
      }
      spellings = spellings.filter((name) => !invalid.has(name));
      await this.remember(spellings);
    }
  }

  private async remember(spellings: string[]) {
    const ids = await internNames(this.db, spellings);
    spellings.forEach((name, index) => {
      this.nameIds.set(name, ids[index] ?? null);
    });
  }
}

/**
 * For loads whose references are right by construction (the demo generator: ids reserved above,
 * names interned, places resolved first): turns off the per-row foreign-key triggers for the rest
 * of the transaction, which more than doubles COPY's speed. Needs a superuser (the embedded
 * server's); elsewhere the checks simply stay on. Answers whether they were turned off.
 */
export async function skipForeignKeyChecks(client: {
  query: (statement: string) => Promise<unknown>;
}): Promise<boolean> {
  await client.query('SAVEPOINT skip_foreign_key_checks');
  try {
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query('RELEASE SAVEPOINT skip_foreign_key_checks');
    return true;
  } catch {
    await client.query('ROLLBACK TO SAVEPOINT skip_foreign_key_checks');
    return false;
  }
}
