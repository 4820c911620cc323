import { useTestDatabase } from '@society/db/testing';
import { gedcomFixtures } from '@society/gedcom/fixtures';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { corpusBytes, hasCorpus, importText } from './gedcom-import-fixtures.ts';

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 2);
});
afterAll(() => db.$client.end());

const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;

/** A fictional family written as the project's own fixture: events, a place hierarchy, children in order. */
const HANOVER = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 5.5.1',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME Adela /Marchbank/',
  '1 SEX F',
  '1 BIRT',
  '2 DATE 24 MAY 1819',
  '2 PLAC Kensington,Palace,London,England',
  '1 DEAT',
  '2 DATE 22 JAN 1901',
  '1 FAMS @F1@',
  '0 @I2@ INDI',
  '1 NAME Albert /Coburg/',
  '1 SEX M',
  '1 FAMS @F1@',
  ...['Victoria Adelaide', 'Edward', 'Alice Maud'].flatMap((given, n) => [
    `0 @C${n + 1}@ INDI`,
    `1 NAME ${given} /Coburg/`,
    '1 BIRT',
    `2 DATE ${1840 + n * 2}`,
    '1 FAMC @F1@',
  ]),
  '0 @F1@ FAM',
  '1 HUSB @I2@',
  '1 WIFE @I1@',
  '1 CHIL @C1@',
  '1 CHIL @C2@',
  '1 CHIL @C3@',
  '0 TRLR',
  '',
].join('\n');

/** GEDCOM 7.0 with source, note and media records, and a person citing each. */
const RECORDS_70 = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 7.0',
  '0 @I1@ INDI',
  '1 NAME Ruth /Pellow/',
  '1 SOUR @S1@',
  '2 PAGE folio 12',
  '1 SNOTE @N1@',
  '1 NOTE Seen in the 1851 census.',
  '1 OBJE @O1@',
  '0 @S1@ SOUR',
  '1 TITL Parish register of St Mary',
  '0 @N1@ SNOTE A shared note',
  '0 @O1@ OBJE',
  '1 FILE scans/ruth.jpg',
  '2 FORM image/jpeg',
  '0 TRLR',
  '',
].join('\n');

describe('importGedcom: what is stored', () => {
  it('decodes ANSEL: composed letters and ANSEL’s own letters stored in NFC, no stray combining marks', async () => {
    const ansel = gedcomFixtures().find((fixture) => fixture.encoding === 'ansel')!;
    const result = await importText(db, ansel.bytes, 'own-ansel');
    const people = await rows(sql`
      SELECT p.given_names, p.surname, n.normalised FROM people p
      JOIN name_occurrences o ON o.person_id = p.id JOIN names n ON n.id = o.surname_id
      WHERE p.collection_id = ${result.collectionId} ORDER BY p.xref`);
    expect(people).toEqual([
      { given_names: 'Zoë', surname: 'Ørsted', normalised: expect.any(String) },
      { given_names: 'François', surname: 'Lefèvre', normalised: 'lefevre' },
      { given_names: 'Señor', surname: 'Muñoz', normalised: 'munoz' },
    ]);
    const wrong = await rows(sql`
      SELECT count(*)::int AS n FROM people WHERE collection_id = ${result.collectionId}
        AND (surname ~ '[\u0300-\u036f]' OR given_names ~ '[\u0300-\u036f]')`);
    expect(wrong[0]?.n).toBe(0);
  });

  it('stores people with years, events, places (as a hierarchy) and families with children in order', async () => {
    const result = await importText(db, HANOVER, 'own-hanover');
    const id = result.collectionId;
    const [adela] = await rows(sql`
      SELECT given_names, surname, sex, living, birth_year_min, birth_year_max, death_year_min, details
      FROM people WHERE collection_id = ${id} AND xref = '@I1@'`);
    expect(adela).toMatchObject({
      given_names: 'Adela',
      surname: 'Marchbank',
      sex: 'F',
      living: false,
      birth_year_min: 1819,
      birth_year_max: 1819,
      death_year_min: 1901,
    });
    const details = adela?.details as { events: { tag: string; place?: string; date?: string }[] };
    expect(details.events).toContainEqual(
      expect.objectContaining({
        tag: 'BIRT',
        date: '24 MAY 1819',
        place: 'Kensington,Palace,London,England',
      }),
    );
    const hierarchy = await rows(sql`
      WITH RECURSIVE up AS (
        SELECT p.id, p.parent_id, p.kind::text, p.name, 0 AS depth FROM name_occurrences o
        JOIN people pe ON pe.id = o.person_id JOIN places p ON p.id = o.place_id
        WHERE pe.collection_id = ${id} AND pe.xref = '@I1@'
        UNION ALL SELECT p.id, p.parent_id, p.kind::text, p.name, up.depth + 1 FROM places p JOIN up ON p.id = up.parent_id)
      SELECT kind, name FROM up ORDER BY depth DESC`);
    expect(hierarchy).toEqual([
      { kind: 'country', name: 'England' },
      { kind: 'county', name: 'London' },
      { kind: 'parish', name: 'Palace' },
      { kind: 'place', name: 'Kensington' },
    ]);
    const children = await rows(sql`
      SELECT c.given_names FROM people v
      JOIN families f ON f.wife_id = v.id
      JOIN family_children fc ON fc.family_id = f.id JOIN people c ON c.id = fc.child_id
      WHERE v.collection_id = ${id} AND v.xref = '@I1@' ORDER BY fc.position`);
    expect(children.map((row) => row.given_names)).toEqual(['Victoria Adelaide', 'Edward', 'Alice Maud']);
  });

  it('keeps sources, notes and media links, with the records they point at (GEDCOM 7.0)', async () => {
    const result = await importText(db, RECORDS_70, 'own-records-70');
    const id = result.collectionId;
    const records = await rows(sql`SELECT kind::text, count(*)::int AS n FROM tree_records
      WHERE collection_id = ${id} GROUP BY kind ORDER BY kind`);
    expect(records).toEqual([
      { kind: 'media', n: 1 },
      { kind: 'note', n: 1 },
      { kind: 'source', n: 1 },
    ]);
    const [person] = await rows(
      sql`SELECT details FROM people WHERE collection_id = ${id} AND xref = '@I1@'`,
    );
    const details = person?.details as Record<string, unknown[]>;
    expect(details.sources?.length).toBeGreaterThan(0);
    expect(details.media?.length).toBeGreaterThan(0);
    expect(details.notes?.length ?? details.noteRefs?.length).toBeGreaterThan(0);
    const cited = await rows(sql`SELECT count(*)::int AS n FROM tree_records
      WHERE collection_id = ${id} AND xref = ${String(details.sources?.[0])}`);
    expect(cited[0]?.n).toBe(1);
  });
});

describe.skipIf(!hasCorpus)('importGedcom: what is stored, on the external corpus', () => {
  it('decodes ANSEL (royal92 with names written the way an ANSEL exporter writes them)', async () => {
    // The corpus copy of royal92 is plain ASCII under "CHAR ANSEL": put ANSEL diacritics (the
    // combining byte before its letter) and a ł into some of its names.
    const ansel = corpusBytes('samples/royal92.ged')
      .toString('latin1')
      .replaceAll('Wurttemberg', 'W\xE8urttemberg')
      .replaceAll('Rene of_', 'Ren\xE2e of_')
      .replaceAll("d'Orleans", "d'Orl\xE2eans")
      .replaceAll('Irene of_Hesse', 'Irene of_Hesse-\xB1odz');
    const result = await importText(db, Buffer.from(ansel, 'latin1'), 'royal-ansel');
    expect(result).toMatchObject({ people: 3010, families: 1422 });
    const id = result.collectionId;
    const surnames = await rows(sql`
      SELECT p.surname, n.text, n.normalised FROM people p
      JOIN name_occurrences o ON o.person_id = p.id JOIN names n ON n.id = o.surname_id
      WHERE p.collection_id = ${id} AND p.surname LIKE 'W%rttemberg' LIMIT 1`);
    expect(surnames).toEqual([{ surname: 'Württemberg', text: 'Württemberg', normalised: 'wurttemberg' }]);
    const givens = await rows(sql`
      SELECT given_names FROM people WHERE collection_id = ${id}
        AND given_names IN ('René of_Bourbon-Parma', 'Irene of_Hesse-łodz') ORDER BY 1`);
    expect(givens.map((row) => row.given_names)).toEqual(['Irene of_Hesse-łodz', 'René of_Bourbon-Parma']);
    const orleans = await rows(sql`
      SELECT count(*)::int AS n FROM people WHERE collection_id = ${id} AND surname LIKE '%d''Orléans%'
        OR collection_id = ${id} AND given_names LIKE '%d''Orléans%'`);
    expect(orleans[0]?.n).toBeGreaterThan(0);
    const wrong = await rows(sql`
      SELECT count(*)::int AS n FROM people WHERE collection_id = ${id} AND (surname ~ '[\u0300-\u036f]'
        OR given_names ~ '[\u0300-\u036f]')`);
    expect(wrong[0]?.n).toBe(0);
  });

  it('stores people with years, events, places (as a hierarchy), sources, notes and families', async () => {
    const result = await importText(db, corpusBytes('samples/royal92.ged'), 'royal92');
    const id = result.collectionId;
    const [victoria] = await rows(sql`
      SELECT given_names, surname, sex, living, birth_year_min, birth_year_max, death_year_min, details
      FROM people WHERE collection_id = ${id} AND xref = '@I1@'`);
    expect(victoria).toMatchObject({
      given_names: 'Victoria',
      surname: 'Hanover',
      sex: 'F',
      living: false,
      birth_year_min: 1819,
      birth_year_max: 1819,
      death_year_min: 1901,
    });
    const details = victoria?.details as { events: { tag: string; place?: string; date?: string }[] };
    expect(details.events).toContainEqual(
      expect.objectContaining({
        tag: 'BIRT',
        date: '24 MAY 1819',
        place: 'Kensington,Palace,London,England',
      }),
    );
    const hierarchy = await rows(sql`
      WITH RECURSIVE up AS (
        SELECT p.id, p.parent_id, p.kind::text, p.name, 0 AS depth FROM name_occurrences o
        JOIN people pe ON pe.id = o.person_id JOIN places p ON p.id = o.place_id
        WHERE pe.collection_id = ${id} AND pe.xref = '@I1@'
        UNION ALL SELECT p.id, p.parent_id, p.kind::text, p.name, up.depth + 1 FROM places p JOIN up ON p.id = up.parent_id)
      SELECT kind, name FROM up ORDER BY depth DESC`);
    expect(hierarchy).toEqual([
      { kind: 'country', name: 'England' },
      { kind: 'county', name: 'London' },
      { kind: 'parish', name: 'Palace' },
      { kind: 'place', name: 'Kensington' },
    ]);
    // Victoria's children, through the family she is the wife of (a pedigree walk down).
    const children = await rows(sql`
      SELECT c.given_names FROM people v
      JOIN families f ON f.wife_id = v.id
      JOIN family_children fc ON fc.family_id = f.id JOIN people c ON c.id = fc.child_id
      WHERE v.collection_id = ${id} AND v.xref = '@I1@' ORDER BY fc.position`);
    expect(children.map((row) => row.given_names)).toEqual([
      'Victoria Adelaide Mary',
      'Edward_VII',
      'Alice Maud Mary',
      'Alfred Ernest Albert',
      'Helena Augusta Victoria',
      'Louise Caroline Alberta',
      'Arthur William Patrick',
      'Leopold George Duncan',
      'Beatrice Mary Victoria',
    ]);
  });

  it('keeps sources, notes and media links, with the records they point at', async () => {
    const result = await importText(db, corpusBytes('gedcom70/maximal70.ged'), 'maximal70');
    const id = result.collectionId;
    const records = await rows(sql`SELECT kind::text, count(*)::int AS n FROM tree_records
      WHERE collection_id = ${id} GROUP BY kind ORDER BY kind`);
    expect(records.map((row) => row.kind)).toEqual(['media', 'note', 'source']);
    const [person] = await rows(
      sql`SELECT details FROM people WHERE collection_id = ${id} AND xref = '@I1@'`,
    );
    const details = person?.details as Record<string, unknown[]>;
    expect(details.sources?.length).toBeGreaterThan(0);
    expect(details.media?.length).toBeGreaterThan(0);
    expect(details.notes?.length ?? details.noteRefs?.length).toBeGreaterThan(0);
    const cited = await rows(sql`SELECT count(*)::int AS n FROM tree_records
      WHERE collection_id = ${id} AND xref = ${String(details.sources?.[0])}`);
    expect(cited[0]?.n).toBe(1);
  });
});
