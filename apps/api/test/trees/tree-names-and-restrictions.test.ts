import { Readable } from 'node:stream';
import type { TreeDetail, TreePersonDetail } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importGedcom } from '../../src/collections/import/gedcom/import-gedcom.ts';
import type { ImportResult } from '../../src/collections/import/importer.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, signIn, type TestApi } from '../api-test-app.ts';

/**
 * A GEDCOM 7 tree with what acceptance testing found mishandled: empty NAMEs, a father and son
 * told apart only by their suffixes, GIVN lists, surname prefixes, RESN lists and RESN on events and
 * families, ADOP.FAMC, surnames that do not begin with a letter, loops, and an undated medieval
 * couple dated only by their marriage.
 */
const GEDCOM = [
  '0 HEAD',
  '1 GEDC',
  '2 VERS 7.0',
  '0 @I1@ INDI',
  '1 NAME John /Smith/ Sr.',
  '2 GIVN John',
  '2 SURN Smith',
  '2 NSFX Sr.',
  '1 BIRT',
  '2 DATE 1800',
  '1 DEAT',
  '2 DATE 1870',
  '0 @I2@ INDI',
  '1 NAME',
  '1 SEX F',
  '1 BIRT',
  '2 DATE 1805',
  '1 DEAT',
  '2 DATE 1880',
  '0 @I3@ INDI',
  '1 NAME John /Smith/ Jr.',
  '2 GIVN John',
  '2 NSFX Jr.',
  '1 BIRT',
  '2 DATE 1830',
  '1 DEAT',
  '2 DATE 1900',
  '0 @I4@ INDI',
  '1 NAME Mary Ann /Smith/',
  '2 GIVN Mary, Ann',
  '1 BIRT',
  '2 DATE 1832',
  '2 PLAC Secretford',
  '2 RESN PRIVACY',
  '1 CHRA',
  '2 DATE 1850',
  '1 IDNO 12345',
  '1 DEAT',
  '2 DATE 1901',
  '0 @I5@ INDI',
  '1 NAME Hidden /Smith/',
  '1 BIRT',
  '2 DATE 1840',
  '1 DEAT',
  '2 DATE 1910',
  '1 RESN CONFIDENTIAL, LOCKED',
  '0 @I6@ INDI',
  '1 NAME Pip /(Unknown)/',
  '1 DEAT',
  '2 DATE 1900',
  '1 FAMC @F1@',
  '1 ADOP',
  '2 FAMC @F1@',
  '0 @I7@ INDI',
  '1 NAME Tom /1st/',
  '1 DEAT',
  '2 DATE 1900',
  '0 @I8@ INDI',
  '1 NAME Vincent /van Gogh/',
  '2 SPFX van',
  '2 SURN Gogh',
  '1 DEAT',
  '2 DATE 1890',
  '0 @I9@ INDI',
  '1 NAME Hugh /Despenser/',
  '0 @I10@ INDI',
  '1 NAME Eleanor /Clare/',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '1 CHIL @I3@',
  '1 CHIL @I4@',
  '1 CHIL @I5@',
  '1 CHIL @I6@',
  '1 RESN confidential',
  '1 MARR',
  '2 DATE 1825',
  '2 PLAC Secretford',
  '0 @F2@ FAM',
  '1 HUSB @I7@',
  '1 WIFE @I7@',
  '0 @F3@ FAM',
  '1 HUSB @I8@',
  '1 CHIL @I8@',
  '0 @F4@ FAM',
  '1 HUSB @I9@',
  '1 WIFE @I10@',
  '1 MARR',
  '2 DATE 1306',
  '0 TRLR',
  '',
].join('\n');
const lineOf = (text: string) => GEDCOM.split('\n').indexOf(text) + 1;

const PASSWORD = 'a long enough password';
let api: TestApi;
let guest: Browser;
let staff: Browser;
let result: ImportResult;
const ids = new Map<string, number>();
const id = (xref: string) => ids.get(`@${xref}@`)!;

beforeAll(async () => {
  api = await buildTestApi();
  const db = api.services.db;
  await createUser(db, {
    email: 'sam@example.org',
    name: 'Sam',
    password: PASSWORD,
    scopes: ['member', 'staff'],
  });
  result = await importGedcom(db, Readable.from([Buffer.from(GEDCOM)]), {
    target: { uid: 'smith-tree', kind: 'family_tree', title: 'Smith family', access: 'public' },
  });
  const rows = await db.execute(sql`
    SELECT p.id, p.xref FROM people p JOIN collections c ON c.id = p.collection_id WHERE c.uid = 'smith-tree'`);
  for (const row of rows.rows as { id: number; xref: string }[]) ids.set(row.xref, row.id);
  guest = await browser(api);
  staff = await signIn(api, 'sam@example.org', PASSWORD);
});

async function get<T>(who: Browser, url: string, status = 200): Promise<T> {
  const response = await who('GET', url);
  expect(response.statusCode, response.body).toBe(status);
  return (url.includes('.csv?') ? response.body : response.json()) as T;
}
const person = (who: Browser, xref: string) => get<TreePersonDetail>(who, `/api/trees/people/${id(xref)}`);

describe('a person with an empty NAME', () => {
  it('is warned of at import and shown without a name, not a 500', async () => {
    expect(result.warnings).toContainEqual({
      line: lineOf('1 NAME'),
      message: 'Empty NAME; left out (a person with no name is shown as unnamed).',
    });
    const unnamed = await person(guest, 'I2');
    expect(unnamed.person).toMatchObject({ withheld: false, name: { before: '', surname: '', after: '' } });
    expect(unnamed.names).toEqual([]);
    expect(unnamed.facts.map((fact) => fact.label)).toEqual(['Birth', 'Death']);
  });

  it('does not break a page that shows an older import’s stored empty name', async () => {
    await api.services.db.execute(
      sql`UPDATE people SET details = jsonb_set(details, '{names}', '[{"type": "aka"}]') WHERE id = ${id('I2')}`,
    );
    expect((await person(guest, 'I2')).names).toEqual([]);
  });
});

describe('names as written', () => {
  it('tells a father and son apart by their suffixes, and keeps NAME words GIVN lacks', async () => {
    expect((await person(guest, 'I1')).person.name).toEqual({
      before: 'John',
      surname: 'Smith',
      after: 'Sr.',
    });
    expect((await person(guest, 'I3')).person.name).toEqual({
      before: 'John',
      surname: 'Smith',
      after: 'Jr.',
    });
    const mary = (await person(guest, 'I4')).person;
    expect(mary).toMatchObject({ givenNames: 'Mary Ann', name: { before: 'Mary Ann', surname: 'Smith' } });
    expect((await person(guest, 'I8')).person).toMatchObject({
      surname: 'Gogh',
      name: { before: 'Vincent', surname: 'van Gogh', after: '' },
    });
  });

  it('finds a prefixed surname with and without its prefix, and shows the name as written', async () => {
    type Found = { results: { personId: number | null; writtenName: string | null }[] };
    for (const surname of ['van Gogh', 'Gogh']) {
      const found = await get<Found>(
        guest,
        `/api/records/search?surname=${encodeURIComponent(surname)}&surname_match=exact`,
      );
      expect(found.results).toContainEqual(
        expect.objectContaining({ personId: id('I8'), writtenName: 'Vincent van Gogh' }),
      );
    }
    const smiths = await get<Found>(
      guest,
      '/api/records/search?surname=Smith&surname_match=exact&forename=John',
    );
    expect(smiths.results.map((r) => r.writtenName).sort()).toEqual(['John Smith Jr.', 'John Smith Sr.']);
  });
});

describe('RESN', () => {
  it('withholds a person restricted by a GEDCOM 7 list', async () => {
    expect((await person(guest, 'I5')).person.withheld).toBe(true);
    expect((await person(staff, 'I5')).person).toMatchObject({ withheld: false, givenNames: 'Hidden' });
  });

  it('hides a restricted event, and a restricted family’s marriage, as it hides living people', async () => {
    const mary = await person(guest, 'I4');
    expect(mary.person).toMatchObject({ birthYearMin: null, birthYearMax: null });
    expect(mary.facts.map((fact) => fact.label)).toEqual([
      'Adult christening',
      'Identification number',
      'Death',
    ]);
    expect((await person(staff, 'I4')).facts[0]).toMatchObject({ label: 'Birth', date: '1832' });
    expect((await person(guest, 'I1')).families[0]?.marriage).toBeNull();
    expect((await person(staff, 'I1')).families[0]?.marriage).toMatchObject({
      label: 'Marriage',
      date: '1825',
    });
  });

  it('keeps restricted people, births and places out of the search CSV', async () => {
    const csv = await get<string>(guest, '/api/records/search.csv?surname=Smith&surname_match=exact');
    expect(csv).toContain('Mary Ann');
    expect(csv).not.toMatch(/Hidden|1832|1840|Secretford/);
  });
});

describe('families and the living rule', () => {
  it('shows ADOP with FAMC as an adoption', async () => {
    expect((await person(guest, 'I6')).parents[0]?.relationship).toBe('adopted');
  });

  it('settles an undated couple by their marriage date', async () => {
    expect((await person(guest, 'I9')).person).toMatchObject({ withheld: false, givenNames: 'Hugh' });
    expect((await person(guest, 'I10')).person.withheld).toBe(false);
  });

  it('warns of a person who is their own spouse or their own ancestor', async () => {
    expect(result.warnings).toContainEqual({
      line: lineOf('1 WIFE @I7@'),
      message: '@I7@ is both HUSB and WIFE: their own spouse.',
    });
    expect(result.warnings).toContainEqual({
      line: lineOf('0 @F3@ FAM'),
      message: "@I8@ is their own ancestor: the file's families make a loop.",
    });
  });
});

describe('surname initials', () => {
  it('files surnames that do not begin with A to Z under one initial the route accepts', async () => {
    const tree = await get<TreeDetail>(guest, '/api/trees/smith-tree');
    const letters = tree.letters.map((entry) => entry.letter);
    for (const letter of letters)
      await get(guest, `/api/trees/smith-tree?letter=${encodeURIComponent(letter)}`);
    expect(letters).toContain('#');
    expect(letters.every((letter) => /^[A-Z#]$/.test(letter))).toBe(true);
    const other = await get<TreeDetail>(guest, '/api/trees/smith-tree?letter=%23');
    expect(other.people.map((p) => p.surname).sort()).toEqual(['', '(Unknown)', '1st']);
  });
});
