import { Readable } from 'node:stream';
import { useTestDatabase } from '@society/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { withCollectionLoad } from '../../src/collections/import/collection-load.ts';
import { MappingFileError, parseColumnMapping } from '../../src/collections/import/column-mapping.ts';
import { importNameIndex } from '../../src/collections/import/import-name-index.ts';
import { importNameVariants } from '../../src/collections/import/import-name-variants.ts';
import { importPlaces } from '../../src/collections/import/import-places.ts';
import { createRecordSetImporter } from '../../src/collections/import/import-record-set.ts';
import { parseYearRange } from '../../src/collections/import/parse-year-range.ts';
import { RecordBatchLoader } from '../../src/collections/import/record-batch-loader.ts';

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 4);
});
afterAll(async () => {
  await db.$client.end();
});

const text = (value: string) => Readable.from([Buffer.from(value)]);
const target = (uid: string, kind: 'record_set' | 'index' = 'record_set') =>
  ({ uid, kind, title: uid, access: 'public' }) as const;

const BAPTISM_MAPPING = `
recordType: baptism
people:
  - { role: principal, forename: Forename, surname: Surname }
  - { role: father, forename: Father, surname: Surname }
  - { role: mother, forename: Mother, surname: Surname }
year: Date
place: { parish: Parish, county: County }
sourceRef: Folio
`;

describe('parseYearRange', () => {
  it('reads dates, approximate years, double dating and ranges', () => {
    expect(parseYearRange('12 Mar 1784')).toEqual({ min: 1784, max: 1784 });
    expect(parseYearRange('c.1790')).toEqual({ min: 1788, max: 1792 });
    expect(parseYearRange('2 Feb 1723/4')).toEqual({ min: 1723, max: 1724 });
    expect(parseYearRange('1790-1795')).toEqual({ min: 1790, max: 1795 });
    expect(parseYearRange('unknown')).toBeNull();
  });
});

describe('column mapping files', () => {
  it('reads YAML and JSON and explains what is wrong', () => {
    expect(parseColumnMapping(BAPTISM_MAPPING).people).toHaveLength(3);
    expect(
      parseColumnMapping('{"recordType":"burial","people":[{"role":"principal","name":"Name"}]}').recordType,
    ).toBe('burial');
    expect(() => parseColumnMapping('recordType: baptism\npeople: []')).toThrow(MappingFileError);
    expect(() => parseColumnMapping('people:\n  - { role: principal, surname: S }')).toThrow(
      /typeColumn with types/,
    );
    expect(() =>
      parseColumnMapping('recordType: christening\npeople: [{ role: principal, surname: S }]'),
    ).toThrow(/recordType/);
  });
});

describe('record-set CSV importer', () => {
  it('stores rows with roles, years, places (Chapman codes) and original columns; BOM and CRLF accepted', async () => {
    const csv = [
      '\uFEFFDate,Forename,Surname,Father,Mother,Parish,County,Folio',
      '12 Mar 1784,William,Hougham,John,Mary,Northfield St Mary,KEN,f.12',
      'c.1790,Ann,Huffam,,Sarah,Little Harden,KEN,f.13',
      '1723/4,Thos,Smyth,Thos,,Stoke Ferrow,Sussex,f.14',
    ].join('\r\n');
    await importPlaces(db, text('country,county,code\nEngland,Kent,KEN\n'));
    const result = await createRecordSetImporter(parseColumnMapping(BAPTISM_MAPPING))(db, text(csv), {
      target: target('test-baptisms'),
    });
    expect(result).toMatchObject({ records: 3, nameOccurrences: 7, warningCount: 0 });
    const stored = await db.execute<{
      original: Record<string, string>;
      year_min: number;
      year_max: number;
      county: string;
      roles: string[];
    }>(sql`
      SELECT r.original, r.year_min, r.year_max, county.name AS county,
        (SELECT array_agg(o.role::text ORDER BY o.id) FROM name_occurrences o WHERE o.record_id = r.id) AS roles
      FROM records r JOIN places p ON p.id = r.place_id JOIN places county ON county.id = p.parent_id
      WHERE r.collection_id = ${result.collectionId} ORDER BY r.id`);
    expect(stored.rows.map((row) => [row.year_min, row.year_max, row.county, row.roles])).toEqual([
      [1784, 1784, 'Kent', ['principal', 'father', 'mother']],
      [1788, 1792, 'Kent', ['principal', 'mother']],
      [1723, 1724, 'Sussex', ['principal', 'father']],
    ]);
    expect(stored.rows[0]!.original).toMatchObject({ Date: '12 Mar 1784', Folio: 'f.12', County: 'KEN' });
  });

  it('turns malformed and truncated input into warnings with line numbers, never an abort', async () => {
    const csv = [
      'Date,Forename,Surname,Father,Mother,Parish,County,Folio',
      '1 Jan 1800,Mary,Wood,,,Coldhurst,KEN,f.1',
      'no date,,,,,Coldhurst,KEN,f.2',
      'sometime,James,Webb,,,Coldhurst,KEN,f.3',
      '3 Mar 1802,Jane,Hill',
      '4 Apr 1803,"Susan,Fox,,,Coldhurst,KEN,f.5',
    ].join('\n');
    const result = await createRecordSetImporter(parseColumnMapping(BAPTISM_MAPPING))(db, text(csv), {
      target: target('test-malformed'),
    });
    expect(result.records).toBe(3);
    expect(result.warnings.map((warning) => warning.line)).toEqual([3, 4, 5, 6]);
    expect(result.warnings[0]!.message).toMatch(/No name/);
    expect(result.warnings[1]!.message).toMatch(/No year found in "sometime"/);
    expect(result.warnings[2]!.message).toMatch(/different number of cells/);
    expect(result.warnings[3]!.message).toMatch(/Unreadable row/);
  });

  it('warns about mapped columns the file lacks, and about a type not in the mapping', async () => {
    const mapping = parseColumnMapping(`
typeColumn: Event
types: { Bap: baptism, Bur: burial }
people: [{ role: principal, name: Name }]
year: Year
`);
    const csv = 'Event,Name\nBap,John Smith\nMar,Ann Wood\nBur,Jane Hill\n';
    const result = await createRecordSetImporter(mapping)(db, text(csv), { target: target('test-types') });
    expect(result.records).toBe(2);
    expect(result.warnings).toEqual([
      { line: 1, message: 'The mapping names column "Year", which the file does not have.' },
      { line: 3, message: 'Record type "Mar" is not in the mapping\'s types; row skipped.' },
    ]);
  });
});

describe('RecordBatchLoader', () => {
  it('keeps every name of a batch when its name cache starts again', async () => {
    const record = (surname: string, forename: string) => ({
      recordType: 'index_entry' as const,
      original: { surname, forename },
      yearMin: 1800,
      yearMax: 1800,
      placeId: null,
      sourceRef: '',
      names: [{ role: 'principal' as const, surname, forename }],
    });
    const { value } = await withCollectionLoad(
      db,
      target('test-cache', 'index'),
      undefined,
      async (client, id) => {
        const loader = new RecordBatchLoader(db, client, id, () => {}, 3);
        await loader.load([record('Ashby', 'Amy')]);
        await loader.load([record('Ashby', 'Amy'), record('Upton', 'Keziah')]);
        return loader;
      },
    );
    expect(value.occurrences).toBe(3);
    const stored = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM name_occurrences o JOIN collections c ON c.id = o.collection_id
      WHERE c.uid = 'test-cache' AND o.surname_id IS NOT NULL AND o.forename_id IS NOT NULL`);
    expect(stored.rows[0]!.n).toBe(3);
  });
});

describe('name index CSV importer', () => {
  it('recognises the columns by their headers and stores one principal per row', async () => {
    const csv =
      'Surname,Given names,Year,Parish,Notes\nPilcher,Edward,1811,Marsham Green,MI 4\nFagg,,c.1820,Marsham Green,\n';
    const progress: number[] = [];
    const result = await importNameIndex(db, text(csv), {
      target: target('test-index', 'index'),
      onProgress: (p) => progress.push(p.done),
    });
    expect(result).toMatchObject({ records: 2, nameOccurrences: 2, warningCount: 0 });
    expect(progress.at(-1)).toBe(2);
    const types = await db.execute<{ record_type: string; n: number }>(
      sql`SELECT record_type, count(*)::int AS n FROM name_occurrences WHERE collection_id = ${result.collectionId} AND role = 'principal' GROUP BY 1`,
    );
    expect(types.rows).toEqual([{ record_type: 'index_entry', n: 2 }]);
  });
});

describe('name variants CSV', () => {
  it('reads FreeUKGen emendations and kind columns into groups, warning on bad rows', async () => {
    const emendations =
      'rule_type,original,replacement,gender\nexpansion,wm,william,m\nexpansion,willm,william,m\nexpansion,123,william,m\n';
    const first = await importNameVariants(db, text(emendations));
    expect(first).toMatchObject({ groups: 1, memberships: 3, warningCount: 1 });
    expect(first.warnings[0]).toMatchObject({ line: 4 });
    const surnames =
      'kind,headword,variant\nsurname,Hougham,Huffam\nsurname,Hougham,Hufham\nplace,Kent,Kent\n';
    const second = await importNameVariants(db, text(surnames));
    expect(second).toMatchObject({ groups: 1, memberships: 3, warningCount: 1 });
    const again = await importNameVariants(db, text(surnames));
    expect(again.memberships).toBe(0);
  });
});

describe('places CSV', () => {
  it('builds the hierarchy and reuses places already there', async () => {
    const csv =
      'Country,County,Code,Parish\nEngland,Devon,DEV,Combe Fitzwarren\nEngland,Devon,DEV,Holsworthy Parva\n,,,\n';
    const result = await importPlaces(db, text(csv));
    expect(result).toMatchObject({ rows: 3, places: 3, warningCount: 1 });
    const again = await importPlaces(db, text(csv));
    expect(again.places).toBe(0);
    const devon = await db.execute<{ code: string; children: number }>(sql`
      SELECT c.code, (SELECT count(*)::int FROM places p WHERE p.parent_id = c.id) AS children
      FROM places c WHERE c.kind = 'county' AND c.name = 'Devon'`);
    expect(devon.rows).toEqual([{ code: 'DEV', children: 2 }]);
  });
});

describe('NUL characters in CSV files', () => {
  const NUL = '\u0000';
  const dropped = (line: number, count = 1) => ({
    line,
    message: `${count === 1 ? 'A NUL character' : `${count} NUL characters`} removed from the row.`,
  });

  it('are dropped from a record set and a name index (header and cells) with a warning, the rest stored', async () => {
    const csv = `Date,Forename,Surname${NUL},Father,Mother,Parish,County,Folio\n1 Jan 1800,Ma${NUL}ry,Wood,,,Coldhurst,KEN,f.${NUL}1\n2 Feb 1801,John,Webb,,,Coldhurst,KEN,f.2\n`;
    const records = await createRecordSetImporter(parseColumnMapping(BAPTISM_MAPPING))(db, text(csv), {
      target: target('test-nul-records'),
    });
    expect(records).toMatchObject({ records: 2, nameOccurrences: 2 });
    expect(records.warnings).toEqual([dropped(1), dropped(2, 2)]);
    const stored = await db.execute<{ original: Record<string, string> }>(
      sql`SELECT original FROM records WHERE collection_id = ${records.collectionId} ORDER BY id LIMIT 1`,
    );
    expect(stored.rows[0]!.original).toMatchObject({ Forename: 'Mary', Surname: 'Wood', Folio: 'f.1' });
    const index = await importNameIndex(db, text(`Surname,Forename\nHoug${NUL}ham,William\n`), {
      target: target('test-nul-index', 'index'),
    });
    expect(index).toMatchObject({ records: 1, nameOccurrences: 1, warnings: [dropped(2)] });
  });

  it('are dropped from name variants and places with a warning', async () => {
    const variants = await importNameVariants(db, text(`headword,variant\nEbenezer,Eben${NUL}r\n`));
    expect(variants).toMatchObject({ groups: 1, memberships: 2, warnings: [dropped(2)] });
    const places = await importPlaces(db, text(`Country,County,Parish\nEngland,Kent,Hou${NUL}gham\n`));
    expect(places).toMatchObject({ rows: 1, warnings: [dropped(2)] });
    const parish = await db.execute(sql`SELECT name FROM places WHERE kind = 'parish' AND name = 'Hougham'`);
    expect(parish.rows).toHaveLength(1);
  });
});
