import { useTestDatabase } from '@society/db/testing';
import { syntheticTree } from '@society/gedcom/synthetic-tree';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { countRecords, importText, MORGANS } from './gedcom-import-fixtures.ts';

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 2);
});
afterAll(() => db.$client.end());

const MALFORMED = [
  '0 HEAD', // 1
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME John /Smith/',
  '1 BIRT', // 5
  '2 DATE 31 FOO 18x7',
  'this is garbage',
  '1 SEX Q',
  '0 @I1@ INDI',
  '1 NAME Duplicate /Smith/', // 10
  '0 INDI',
  '1 NAME Nobody /Known/',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I404@', // 15
  '1 CHIL @I405@',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '0 @I6@ INDI',
  '1 NAME Orphan /Link/', // 20
  '1 FAMC @F9@',
  '1 BIRT',
  '2 DATE 1 JAN 99999',
  '0 TRLR',
].join('\n');

describe('importGedcom: bad input becomes warnings, never an abort', () => {
  it('imports what is good in a malformed file and tells what it skipped, by line', async () => {
    const result = await importText(db, MALFORMED, 'malformed');
    expect(result).toMatchObject({ people: 3, families: 1 });
    const at = (line: number) => result.warnings.filter((w) => w.line === line).map((w) => w.message);
    expect(at(6).join()).toMatch(/FOO|date/i);
    expect(at(7)).toHaveLength(1);
    expect(at(8).join()).toContain('SEX');
    expect(at(9)).toEqual(['Duplicate INDI @I1@; the first one is kept.']);
    expect(at(13).join()).toContain('WIFE @I404@ is not in the file');
    expect(at(13).join()).toContain('CHIL @I405@ is not in the file');
    expect(at(17)).toEqual(['Duplicate FAM @F1@; the first one is kept.']);
    expect(at(19)).toEqual(['@I6@ is a child of FAM @F9@, which is not in the file; left out.']);
    expect(result.warningCount).toBe(result.warnings.length);
    const people = await db.execute(sql`SELECT xref, given_names, birth_year_min FROM people
      WHERE collection_id = ${result.collectionId} ORDER BY xref`);
    expect(people.rows).toEqual([
      { xref: '#L11', given_names: 'Nobody', birth_year_min: null },
      { xref: '@I1@', given_names: 'John', birth_year_min: null },
      { xref: '@I6@', given_names: 'Orphan', birth_year_min: null },
    ]);
  });

  it('imports a file cut off mid-record up to the cut (a tree cut at 60 %)', async () => {
    const whole = Buffer.from(syntheticTree({ generations: 10, couples: 8 }), 'utf8');
    let cut = Math.floor(whole.length * 0.6);
    while (whole[cut] !== 0x20) cut++; // mid-line, inside a record
    const part = whole.subarray(0, cut);
    const expected = countRecords(part);
    const result = await importText(db, part, 'pres-cut');
    expect(result.people).toBe(expected.individuals);
    expect(result.families).toBe(expected.families);
    expect(result.people).toBeGreaterThan(100);
    expect(result.warnings.map((w) => w.message).join('\n')).toContain('truncated');
  });

  it('drops a NUL character inside a value with a warning on its line and imports the rest', async () => {
    const result = await importText(
      db,
      MORGANS.replace('Thomas /Morgan/', 'Tho\u0000mas /Morgan/'),
      'nul-value',
    );
    expect(result.people).toBe(5);
    expect(result.warnings).toContainEqual({ line: 6, message: 'A NUL character removed from the line.' });
    const thomas = await db.execute(
      sql`SELECT given_names FROM people WHERE collection_id = ${result.collectionId} AND xref = '@I1@'`,
    );
    expect(thomas.rows).toEqual([{ given_names: 'Thomas' }]);
  });

  it('keeps the truncation warning and a tally of each kind past the listed warnings', async () => {
    const blank = Array.from({ length: 1_500 }, () => '').join('\n');
    const cut = `${MORGANS.replace('0 TRLR', blank)}\n0 @I9@ INDI\n1 NAME Last /Read/\n1 SEX Q\n1 SEX Q\n`;
    const result = await importText(db, cut, 'many-warnings');
    expect(result.warningCount).toBeGreaterThan(1_500);
    const listed = result.warnings.filter((warning) => warning.more === undefined);
    expect(listed.length).toBeGreaterThanOrEqual(1_000);
    expect(result.warnings).toContainEqual({
      line: null,
      message: 'The file ends without TRLR: it may be truncated.',
    });
    const blanks = result.warnings.find((warning) => warning.more !== undefined);
    expect(blanks?.message).toBe('Blank line skipped.');
    const sex = result.warnings.filter((warning) => /SEX/.test(warning.message));
    expect(sex).toHaveLength(1);
    expect(sex[0]!.more).toBe(1);
    const total = result.warnings.reduce((sum, warning) => sum + 1 + (warning.more ?? 0), 0);
    expect(total).toBe(result.warningCount);
  });
});
