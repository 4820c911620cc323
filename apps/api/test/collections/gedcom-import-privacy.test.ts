import { Readable } from 'node:stream';
import { useTestDatabase } from '@society/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { importGedcom } from '../../src/collections/import/gedcom/import-gedcom.ts';
import { importText, MORGANS, treeTarget } from './gedcom-import-fixtures.ts';

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 2);
});
afterAll(() => db.$client.end());

const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;

describe('importGedcom: living people are private', () => {
  it('marks living people and keeps them out of public_name_occurrences and public counts', async () => {
    const { collectionId: id } = await importText(db, MORGANS, 'morgan-tree');
    const people = await rows(sql`SELECT xref, living FROM people WHERE collection_id = ${id} ORDER BY xref`);
    expect(people).toEqual([
      { xref: '@I1@', living: false }, // born 1820
      { xref: '@I2@', living: true }, // born 1990
      { xref: '@I3@', living: false }, // no dates, but a child of a man born in 1820
      { xref: '@I4@', living: true }, // no dates, no relatives: unknown means private
      { xref: '@I5@', living: true }, // born 1800 but RESN privacy
    ]);
    const visible = await rows(sql`
      SELECT p.xref FROM public_name_occurrences o JOIN people p ON p.id = o.person_id
      WHERE o.collection_id = ${id} ORDER BY p.xref`);
    expect(visible.map((row) => row.xref)).toEqual(['@I1@', '@I3@']);
    const all = await rows(sql`SELECT count(*)::int AS n FROM name_occurrences WHERE collection_id = ${id}`);
    expect(all[0]?.n).toBe(5);
    const [counts] = await rows(
      sql`SELECT person_count, public_person_count FROM collections WHERE id = ${id}`,
    );
    expect(counts).toEqual({ person_count: 5, public_person_count: 2 });
  });

  it('keeps private an undated person with RESN whom relatives would settle as dead', async () => {
    const text = [
      '0 HEAD',
      '1 CHAR UTF-8',
      '0 @I1@ INDI',
      '1 NAME Thomas /Morgan/',
      '1 BIRT',
      '2 DATE 1820',
      '0 @I2@ INDI',
      '1 NAME Elinor /Morgan/',
      '1 RESN confidential',
      '1 FAMC @F1@',
      '0 @I3@ INDI',
      '1 NAME Walter /Morgan/',
      '1 FAMC @F1@',
      '0 @F1@ FAM',
      '1 HUSB @I1@',
      '1 CHIL @I2@',
      '1 CHIL @I3@',
      '0 TRLR',
    ].join('\n');
    const { collectionId: id } = await importText(db, text, 'morgan-restricted');
    const people = await rows(sql`
      SELECT xref, living, details->>'livingReason' AS reason FROM people
      WHERE collection_id = ${id} ORDER BY xref`);
    expect(people).toEqual([
      { xref: '@I1@', living: false, reason: 'born-long-ago' },
      { xref: '@I2@', living: true, reason: 'no-dates' },
      { xref: '@I3@', living: false, reason: 'relatives-long-ago' },
    ]);
  });

  it('shows nobody of a members-only tree publicly', async () => {
    const { collectionId: id } = await importGedcom(db, Readable.from([MORGANS]), {
      target: treeTarget('morgan-members', 'members'),
    });
    const visible = await rows(
      sql`SELECT count(*)::int AS n FROM public_name_occurrences WHERE collection_id = ${id}`,
    );
    expect(visible[0]?.n).toBe(0);
  });
});
