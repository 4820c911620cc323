import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '@society/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import {
  DEMO_TREE_SUBMITTER,
  seedDemoCollections,
} from '../../src/collections/demo/seed-demo-collections.ts';
import { createUser } from '../../src/users/user-repository.ts';

let url: string;
let imagesDir: string;
let db: ApiDb;
beforeAll(async () => {
  url = (await useTestDatabase('api')).url;
  imagesDir = await mkdtemp(path.join(tmpdir(), 'seed-images-'));
  db = connectApiDb(url, 2);
});
afterAll(async () => {
  await db.$client.end();
});

describe('seedDemoCollections', () => {
  it('seeds every demo collection once; a second run does nothing', async () => {
    const first = await seedDemoCollections(url, imagesDir, { scale: 0.02, currentYear: 2026 });
    expect(first.seeded).toHaveLength(9);
    expect(first.people).toBeGreaterThan(8 * 31);
    const second = await seedDemoCollections(url, imagesDir, { scale: 0.02, currentYear: 2026 });
    expect(second.seeded).toEqual([]);
    // One card (front and back) at this scale, and the eight briefs' scans.
    expect(first.images).toBe(10);
    expect(second.images).toBe(0);
    const folders = await readdir(imagesDir);
    expect(folders).toHaveLength(10);
    expect(await readdir(path.join(imagesDir, folders[0]!))).toEqual(
      expect.arrayContaining(['info.json', 'thumbnail.jpg', 'full']),
    );
    const counts = await db.execute<{ uid: string; access: string; record_count: number }>(
      sql`SELECT uid, access, record_count FROM collections ORDER BY uid`,
    );
    expect(counts.rows.filter((row) => row.access === 'members').map((row) => row.uid)).toEqual([
      'apprentice-indentures',
    ]);
    expect(counts.rows.reduce((sum, row) => sum + row.record_count, 0)).toBe(first.records);
  });

  it('makes card backs and brief scans members-only, and gives each brief its positions', async () => {
    const access = await db.execute<{ side: string; access: string; allow_download: boolean; n: number }>(sql`
      SELECT side::text AS side, access::text AS access, allow_download, count(*)::int AS n
      FROM images GROUP BY 1, 2, 3 ORDER BY 1, 2`);
    expect(access.rows).toEqual([
      { side: 'back', access: 'members', allow_download: true, n: 1 },
      { side: 'front', access: 'public', allow_download: true, n: 1 },
      { side: 'page', access: 'members', allow_download: false, n: 8 },
    ]);
    const briefs = await db.execute<{ number: number; positions: number; first: number; scan: boolean }>(sql`
      SELECT b.number, count(bp.*)::int AS positions, min(bp.sosa)::int AS first, b.scan_image_id IS NOT NULL AS scan
      FROM birth_briefs b JOIN birth_brief_people bp ON bp.brief_id = b.id GROUP BY b.id ORDER BY b.number`);
    expect(briefs.rows.map((row) => row.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (const row of briefs.rows) {
      expect(row.first).toBe(1);
      expect(row.scan).toBe(true);
      expect(row.positions).toBeGreaterThanOrEqual(15);
      expect(row.positions).toBeLessThanOrEqual(31);
    }
    // Some great-great-grandparents are unknown somewhere, so the charts show empty boxes.
    expect(briefs.rows.some((row) => row.positions < 31)).toBe(true);
    const xrefs = await db.execute<{ bad: number }>(sql`
      SELECT count(*)::int AS bad FROM birth_brief_people bp JOIN people p ON p.id = bp.person_id
      JOIN birth_briefs b ON b.id = bp.brief_id
      WHERE p.xref <> 'B' || b.number || '-' || bp.sosa OR (p.details->>'sosa')::int <> bp.sosa`);
    expect(xrefs.rows[0]!.bad).toBe(0);
  });

  it('has living people in the birth briefs, counted only privately, and variant groups', async () => {
    const people = await db.execute<{
      person_count: number;
      public_person_count: number;
      living: number;
    }>(sql`
      SELECT c.person_count, c.public_person_count,
        (SELECT count(*)::int FROM people p WHERE p.collection_id = c.id AND p.living) AS living
      FROM collections c WHERE c.uid = 'members-birth-briefs'`);
    const row = people.rows[0]!;
    expect(row.living).toBeGreaterThan(0);
    expect(row.public_person_count).toBe(row.person_count - row.living);
    const groups = await db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM name_variant_members m JOIN name_variant_groups g ON g.id = m.group_id
      JOIN names n ON n.id = m.name_id WHERE g.kind = 'forename' AND g.label = 'William' AND n.text IN ('Wm', 'Gulielmus')`);
    expect(groups.rows[0]!.n).toBe(2);
  });

  it('seeds the family tree through the GEDCOM importer, with living people kept out of the public count', async () => {
    const tree = await db.execute<{ person_count: number; public_person_count: number; living: number }>(sql`
      SELECT c.person_count, c.public_person_count,
        (SELECT count(*)::int FROM people p WHERE p.collection_id = c.id AND p.living) AS living
      FROM collections c WHERE c.uid = 'northfield-families' AND c.kind = 'family_tree'`);
    const row = tree.rows[0]!;
    expect(row.living).toBeGreaterThan(0);
    expect(row.person_count).toBeGreaterThan(row.living);
    expect(row.public_person_count).toBe(row.person_count - row.living);
  });

  it('makes the demo member the demo tree’s submitter once the member exists', async () => {
    await createUser(db, {
      email: DEMO_TREE_SUBMITTER,
      name: 'Margaret Demo',
      password: 'a long enough password',
      scopes: ['member'],
    });
    await seedDemoCollections(url, imagesDir, { scale: 0.02, currentYear: 2026 });
    const tree = await db.execute<{ email: string }>(sql`
      SELECT u.email FROM collections c JOIN users u ON u.id = c.submitted_by WHERE c.uid = 'northfield-families'`);
    expect(tree.rows).toEqual([{ email: DEMO_TREE_SUBMITTER }]);
  });
});
