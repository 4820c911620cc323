import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { useTestDatabase } from '@society/db/testing';
import { externalTestdata } from '@society/gedcom/corpus-dir';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { InvalidNameError, internNames } from '../../src/collections/intern-names.ts';

const namesDir = externalTestdata().names;

/** 5,000 distinct surnames of our own: syllables joined, with the prefixes, accents and apostrophes names have. */
function ownSurnames(): string[] {
  const heads = ['Ash', 'Bel', 'Car', 'Dun', 'Évé', 'Fen', 'Gar', 'Hol', 'Ire', 'Jes'];
  const middles = ['', 'ing', 'er', 'ow', 'en', 'ham', 'wor', 'ley', 'ford', 'ton'];
  const tails = ['by', 'well', 'ridge', 'stone', 'field', 'combe', 'ney', 'shaw', 'wick', 'ett'];
  return ['', 'Mac', "O'", 'de ', 'Van '].flatMap((prefix) =>
    heads.flatMap((head) =>
      middles.flatMap((middle) => tails.map((tail) => `${prefix}${head}${middle}${tail}`)),
    ),
  );
}

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 4);
});
afterAll(() => db.$client.end());

const countNames = async () => Number((await db.execute(sql`SELECT count(*) AS n FROM names`)).rows[0]?.n);

describe('internNames', () => {
  it('answers ids in input order, one per normalised form, keeping the first spelling', async () => {
    const ids = await internNames(db, ['Ann', 'Thomas', ' ann ', 'ANN', 'Thomas']);
    expect(ids[2]).toBe(ids[0]);
    expect(ids[3]).toBe(ids[0]);
    expect(ids[4]).toBe(ids[1]);
    expect(ids[0]).not.toBe(ids[1]);
    const rows = await db.execute(sql`SELECT text FROM names WHERE id = ${ids[0]}`);
    expect(rows.rows).toEqual([{ text: 'Ann' }]);
  });

  it('returns existing ids without inserting again or using up identity values', async () => {
    const [abel, cain] = await internNames(db, ['Abel', 'Cain']);
    const before = await countNames();
    const [abelAgain, seth] = await internNames(db, ['abel', 'Seth']);
    expect(abelAgain).toBe(abel);
    expect(seth).toBe((cain as number) + 1);
    expect(await countNames()).toBe(before + 1);
  });

  it('refuses values that are not names, naming them, and stores nothing', async () => {
    const before = await countNames();
    await expect(internNames(db, ['Mary', '  ', '1841', 'x'.repeat(201)])).rejects.toThrow(InvalidNameError);
    await expect(internNames(db, ['Mary', '1841'])).rejects.toThrow('Not a name');
    expect(await countNames()).toBe(before);
    expect(await internNames(db, [])).toEqual([]);
  });

  it('gives a name the id another transaction committed while this call waited for it', async () => {
    let letFirstCommit = () => {};
    const firstMayCommit = new Promise<void>((resolve) => {
      letFirstCommit = resolve;
    });
    let firstInterned: (ids: number[]) => void = () => {};
    const firstIds = new Promise<number[]>((resolve) => {
      firstInterned = resolve;
    });
    const first = db.transaction(async (tx) => {
      firstInterned(await internNames(tx, ['Zebedee']));
      await firstMayCommit;
    });
    const [zebedee] = await firstIds;
    const second = internNames(db, ['Zebedee', 'Zillah']);
    // The second insert blocks on the first transaction's uncommitted row.
    await vi.waitFor(
      async () => {
        const waiting = await db.execute(sql`
          SELECT count(*) AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`);
        expect(Number(waiting.rows[0]?.n)).toBe(1);
      },
      { timeout: 10_000, interval: 20 },
    );
    letFirstCommit();
    await first;
    const [zebedeeAgain, zillah] = await second;
    expect(zebedeeAgain).toBe(zebedee);
    expect(zillah).toEqual(expect.any(Number));
  });

  it('interns 5,000 surnames in one call (own list)', async () => {
    const surnames = ownSurnames();
    const ids = await internNames(db, surnames);
    expect(ids).toHaveLength(5000);
    expect(new Set(ids).size).toBe(new Set(surnames.map((s) => s.toLowerCase())).size);
    expect(await internNames(db, surnames.slice(0, 3))).toEqual(ids.slice(0, 3));
  });

  it.skipIf(!namesDir)(
    'interns the 5,000 commonest census surnames in one call (external list)',
    async () => {
      const csv = await readFile(path.join(namesDir!, 'us-census-2010-surnames.csv'), 'utf8');
      const surnames = csv
        .split(/\r?\n/)
        .slice(1)
        .map((line) => line.split(',')[0] as string)
        .filter((name) => name !== '') // the file has one row with a blank surname
        .slice(0, 5000);
      const ids = await internNames(db, surnames);
      expect(ids).toHaveLength(5000);
      expect(new Set(ids).size).toBe(new Set(surnames.map((s) => s.toLowerCase())).size);
      expect(await internNames(db, surnames.slice(0, 3))).toEqual(ids.slice(0, 3));
    },
  );
});
