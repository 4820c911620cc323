import type pg from 'pg';
import { withCollectionLoad } from './collection-load.ts';
import type { ColumnMapping } from './column-mapping.ts';
import type { Importer } from './importer.ts';
import { parseYearRange } from './parse-year-range.ts';
import { PlaceResolver } from './place-resolver.ts';
import { readCsvRows } from './read-csv-rows.ts';
import { type LoadName, type LoadRecord, RecordBatchLoader } from './record-batch-loader.ts';
import { WarningList } from './warning-list.ts';

const BATCH = 5_000;

/**
 * The record-set CSV importer for one column mapping: each row becomes a record (its columns kept
 * as `original`) with a name occurrence per mapped person. A row without any name, or with an
 * unknown type, is skipped with a warning; an unreadable year or place is left empty with one.
 */
export function createRecordSetImporter(
  mapping: ColumnMapping | ((header: string[]) => ColumnMapping),
): Importer {
  return async (db, input, { target, onProgress, signal }) => {
    const warnings = new WarningList();
    let rows = 0;
    const { collectionId, value: loader } = await withCollectionLoad(
      db,
      target,
      signal,
      async (client, id) => {
        const loader = new RecordBatchLoader(db, client, id, (name) =>
          warnings.add({ line: null, message: `${JSON.stringify(name)} is not a name; left out.` }),
        );
        loader.importId = target.importId ?? null;
        const places = new CountyAwarePlaces(client);
        let resolved: ColumnMapping | null = null;
        let batch: LoadRecord[] = [];
        for await (const { line, values } of readCsvRows(input, warnings.add)) {
          signal?.throwIfAborted();
          rows += 1;
          if (!resolved) {
            resolved = typeof mapping === 'function' ? mapping(Object.keys(values)) : mapping;
            reportMissingColumns(resolved, Object.keys(values), warnings.add);
          }
          const record = await toRecord(resolved, values, line, places, warnings.add);
          if (record) batch.push(record);
          if (batch.length >= BATCH) {
            await loader.load(batch);
            batch = [];
          }
          if (rows % 1_000 === 0)
            onProgress?.({ phase: 'Storing records', done: rows, total: null, warnings: warnings.count });
        }
        await loader.load(batch);
        onProgress?.({ phase: 'Storing records', done: rows, total: rows, warnings: warnings.count });
        return loader;
      },
    );
    return {
      collectionId,
      records: loader.records,
      people: 0,
      families: 0,
      nameOccurrences: loader.occurrences,
      ...warnings.result(),
    };
  };
}

type Warn = (warning: { line: number | null; message: string }) => void;

function mappedColumns(mapping: ColumnMapping): string[] {
  const year =
    mapping.year === undefined
      ? []
      : typeof mapping.year === 'string'
        ? [mapping.year]
        : [mapping.year.from, mapping.year.to];
  return [
    ...mapping.people.flatMap((person) => [person.forename, person.surname, person.name]),
    ...year,
    mapping.place?.parish,
    mapping.place?.district,
    mapping.place?.county,
    mapping.sourceRef,
    mapping.typeColumn,
  ].filter((name): name is string => Boolean(name));
}

function reportMissingColumns(mapping: ColumnMapping, header: string[], warn: Warn) {
  const known = new Set(header);
  for (const name of new Set(mappedColumns(mapping)))
    if (!known.has(name))
      warn({ line: 1, message: `The mapping names column "${name}", which the file does not have.` });
}

async function toRecord(
  mapping: ColumnMapping,
  values: Record<string, string>,
  line: number,
  places: CountyAwarePlaces,
  warn: Warn,
): Promise<LoadRecord | null> {
  const get = (name: string | undefined) => (name ? (values[name] ?? '').trim() : '');
  const recordType = mapping.typeColumn ? mapping.types?.[get(mapping.typeColumn)] : mapping.recordType;
  if (!recordType) {
    warn({
      line,
      message: `Record type "${get(mapping.typeColumn)}" is not in the mapping's types; row skipped.`,
    });
    return null;
  }
  const names: LoadName[] = [];
  const first = mapping.people[0];
  const shared = new Set([first?.forename, first?.surname, first?.name]);
  for (const person of mapping.people) {
    // A father mapped to the child's surname column is there only when his own columns say so.
    const own = [person.forename, person.surname, person.name].filter((name) => name && !shared.has(name));
    if (person !== first && own.length > 0 && own.every((name) => !get(name))) continue;
    let forename = get(person.forename);
    let surname = get(person.surname);
    if (person.name) {
      const words = get(person.name).split(/\s+/).filter(Boolean);
      surname ||= words.pop() ?? '';
      forename ||= words.join(' ');
    }
    if (forename || surname)
      names.push({ role: person.role, forename: forename || null, surname: surname || null });
  }
  if (names.length === 0) {
    warn({ line, message: 'No name in this row; row skipped.' });
    return null;
  }
  let years: { min: number; max: number } | null = null;
  if (mapping.year !== undefined) {
    const text =
      typeof mapping.year === 'string'
        ? get(mapping.year)
        : `${get(mapping.year.from)} ${get(mapping.year.to)}`;
    years = parseYearRange(text);
    if (!years && text.trim())
      warn({ line, message: `No year found in "${text.trim()}"; stored without a year.` });
  }
  const placeId = mapping.place
    ? await places.resolve(
        mapping.place.country,
        get(mapping.place.county),
        get(mapping.place.district),
        get(mapping.place.parish),
      )
    : null;
  return {
    recordType,
    original: values,
    yearMin: years?.min ?? null,
    yearMax: years?.max ?? null,
    placeId,
    sourceRef: get(mapping.sourceRef),
    names,
  };
}

/** Places by path, where the county may be written as its Chapman code (`KEN`) or its name. */
class CountyAwarePlaces {
  private readonly resolver: PlaceResolver;
  private readonly countyNames = new Map<string, string>();

  constructor(private readonly client: pg.PoolClient) {
    this.resolver = new PlaceResolver(client);
  }

  async resolve(country: string, county: string, district: string, parish: string): Promise<number | null> {
    if (!county && !parish && !district) return null;
    const countyName = /^[A-Z]{3}$/.test(county) ? await this.countyByCode(county) : county;
    return this.resolver.resolve([
      { kind: 'country', name: country },
      { kind: 'county', name: countyName, ...(countyName !== county ? { code: county } : {}) },
      { kind: 'district', name: district },
      { kind: 'parish', name: parish },
    ]);
  }

  private async countyByCode(code: string): Promise<string> {
    const known = this.countyNames.get(code);
    if (known) return known;
    const found = await this.client.query<{ name: string }>(
      `SELECT name FROM places WHERE kind = 'county' AND code = $1 ORDER BY id LIMIT 1`,
      [code],
    );
    const name = found.rows[0]?.name ?? code;
    this.countyNames.set(code, name);
    return name;
  }
}
