import { useTestDatabase } from '@society/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { DemoRecordGenerator } from '../../src/collections/demo/demo-records.ts';
import {
  loadDemoIndexRecords,
  loadDemoRecords,
  surnamesByFrequency,
} from '../../src/collections/demo/load-demo-records.ts';

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 4);
});
afterAll(async () => {
  await db.$client.end();
});

const take = (seed: number, kind: 'baptism' | 'marriage', count: number) => {
  const generator = new DemoRecordGenerator(seed);
  return Array.from({ length: count }, () => generator.next(kind));
};

describe('demo record generator', () => {
  it('gives the same records for the same seed and different ones for another seed', () => {
    expect(take(7, 'baptism', 200)).toEqual(take(7, 'baptism', 200));
    expect(take(8, 'baptism', 200)).not.toEqual(take(7, 'baptism', 200));
  });

  it('writes the original columns and roles of each record kind', () => {
    const [marriage] = take(3, 'marriage', 1);
    expect(Object.keys(marriage!.original)).toEqual(
      expect.arrayContaining(['Marriage date', 'Groom surname', 'Bride surname', 'Witnesses', 'Parish']),
    );
    expect(marriage!.names.map((name) => name.role).slice(0, 2)).toEqual(['principal', 'spouse']);
    const baptisms = take(3, 'baptism', 500);
    expect(baptisms.every((record) => record.yearMin >= 1700 && record.yearMax <= 1837)).toBe(true);
    expect(new Set(baptisms.flatMap((record) => record.names.map((name) => name.role)))).toEqual(
      new Set(['principal', 'father', 'mother']),
    );
  });
});

describe('demo names', () => {
  it('have a census-like long tail: 150,000 more surnames, the same every run, most entries rare', () => {
    const ranked = surnamesByFrequency();
    expect(ranked.length).toBeGreaterThan(150_000);
    expect(new Set(ranked.map((name) => name.toLowerCase())).size).toBe(ranked.length);
    expect(ranked.slice(0, 3)).toEqual(['Smith', 'Taylor', 'Jones']);
    expect(surnamesByFrequency().slice(-5)).toEqual(ranked.slice(-5));
    const generator = new DemoRecordGenerator(5);
    const counts = new Map<string, number>();
    for (let k = 0; k < 50_000; k += 1) {
      const surname = generator.next('index_entry').names[0]!.surname!;
      counts.set(surname, (counts.get(surname) ?? 0) + 1);
    }
    const smith = (counts.get('Smith') ?? 0) / 50_000;
    expect(smith).toBeGreaterThan(0.02);
    expect(smith).toBeLessThan(0.04);
    // Most different surnames are seen once; the commonest hundred still hold a large share.
    expect(counts.size).toBeGreaterThan(10_000);
    expect([...counts.values()].filter((n) => n === 1).length).toBeGreaterThan(counts.size / 2);
  });
});

describe('loadDemoRecords', () => {
  it('stores records and one occurrence per name, with places in the county hierarchy', async () => {
    const result = await loadDemoRecords(db, {
      target: { uid: 'demo-baptisms', kind: 'record_set', title: 'Baptisms', access: 'public' },
      kind: 'baptism',
      count: 3_000,
      seed: 11,
      batchSize: 1_000,
    });
    const expected = take(11, 'baptism', 3_000);
    expect(result.records).toBe(3_000);
    expect(result.nameOccurrences).toBe(expected.reduce((sum, record) => sum + record.names.length, 0));
    const counts = await db.execute<{ records: number; stored: number; kent: number }>(sql`
      SELECT (SELECT count(*)::int FROM records WHERE collection_id = ${result.collectionId}) AS records,
             (SELECT record_count FROM collections WHERE id = ${result.collectionId}) AS stored,
             (SELECT count(*)::int FROM records r JOIN places p ON p.id = r.place_id
                JOIN places county ON county.id = p.parent_id
                WHERE r.collection_id = ${result.collectionId} AND county.code = 'KEN') AS kent`);
    expect(counts.rows[0]).toMatchObject({ records: 3_000, stored: 3_000 });
    expect(counts.rows[0]!.kent).toBe(
      expected.filter((record) => record.parish.county.code === 'KEN').length,
    );
    const first = await db.execute<{ original: Record<string, string> }>(
      sql`SELECT original FROM records WHERE collection_id = ${result.collectionId} ORDER BY id LIMIT 1`,
    );
    expect(first.rows[0]!.original).toEqual(expected[0]!.original);
  });

  it('streams name-index entries in large batches (the bench path) and adds to an existing collection', async () => {
    const first = await loadDemoIndexRecords(db, { count: 60_000, seed: 2 });
    const again = await loadDemoIndexRecords(db, { count: 1_000, seed: 3 });
    expect(again.collectionId).toBe(first.collectionId);
    const counted = await db.execute<{ n: number }>(
      sql`SELECT record_count AS n FROM collections WHERE id = ${first.collectionId}`,
    );
    expect(counted.rows[0]!.n).toBe(61_000);
  });
});
