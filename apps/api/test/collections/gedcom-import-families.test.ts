import { useTestDatabase } from '@society/db/testing';
import { syntheticTree } from '@society/gedcom/synthetic-tree';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { importText, MORGANS } from './gedcom-import-fixtures.ts';

let db: ApiDb;
let url: string;
beforeAll(async () => {
  url = (await useTestDatabase('api')).url;
  db = connectApiDb(url, 2);
});
afterAll(() => db.$client.end());

const rows = async (query: ReturnType<typeof sql>) => (await db.execute(query)).rows;

/** A family before its members; a child named by both CHIL and FAMC (with PEDI), one by FAMC only. */
const FAMILY_FIRST = [
  '0 HEAD',
  '1 CHAR UTF-8',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '1 CHIL @I4@',
  '1 CHIL @I3@',
  '0 @I1@ INDI',
  '1 NAME Owen /Price/',
  '1 FAMS @F1@',
  '0 @I2@ INDI',
  '1 NAME Mair /Price/',
  '0 @I3@ INDI',
  '1 NAME Ifan /Price/',
  '1 FAMC @F1@',
  '2 PEDI adopted',
  '0 @I4@ INDI',
  '1 NAME Nia /Price/',
  '0 @I5@ INDI',
  '1 NAME Dai /Price/',
  '1 FAMC @F1@',
  '0 TRLR',
].join('\n');

describe('importGedcom: families linked in memory at the end', () => {
  it('links a family read before its members, merging CHIL and FAMC statements of a child', async () => {
    const result = await importText(db, FAMILY_FIRST, 'family-first');
    expect(result).toMatchObject({ people: 5, families: 1, nameOccurrences: 5, warningCount: 0 });
    const children = await rows(sql`
      SELECT c.xref, fc.pedigree, fc.position FROM families f
      JOIN people h ON h.id = f.husband_id AND h.xref = '@I1@'
      JOIN people w ON w.id = f.wife_id AND w.xref = '@I2@'
      JOIN family_children fc ON fc.family_id = f.id JOIN people c ON c.id = fc.child_id
      WHERE f.collection_id = ${result.collectionId} ORDER BY c.xref`);
    expect(children).toEqual([
      { xref: '@I3@', pedigree: 'adopted', position: 1 },
      { xref: '@I4@', pedigree: null, position: 0 },
      { xref: '@I5@', pedigree: null, position: null },
    ]);
  });

  it('records why relatives settled a person, in details', async () => {
    const { collectionId: id } = await importText(db, MORGANS, 'morgan-reasons');
    const people = await rows(sql`SELECT xref, living, details->>'livingReason' AS reason FROM people
      WHERE collection_id = ${id} AND xref IN ('@I3@', '@I4@') ORDER BY xref`);
    expect(people).toEqual([
      { xref: '@I3@', living: false, reason: 'relatives-long-ago' },
      { xref: '@I4@', living: true, reason: 'no-dates' },
    ]);
  });

  it('imports as a role that cannot turn foreign-key checks off (rows are written in an order they accept)', async () => {
    await db.execute(
      sql.raw(`DO $$ BEGIN CREATE ROLE gedcom_importer LOGIN PASSWORD 'importer';
      EXCEPTION WHEN duplicate_object THEN NULL; END $$`),
    );
    await db.execute(
      sql.raw(`GRANT ALL ON ALL TABLES IN SCHEMA public TO gedcom_importer;
      GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO gedcom_importer;
      GRANT CREATE ON SCHEMA public TO gedcom_importer`),
    );
    const address = new URL(url);
    address.username = 'gedcom_importer';
    address.password = 'importer';
    const asImporter = connectApiDb(address.toString(), 2);
    try {
      const [role] = (
        await asImporter.execute(sql`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`)
      ).rows;
      expect(role).toEqual({ rolsuper: false });
      const result = await importText(asImporter, syntheticTree(), 'tree-checked');
      expect(result).toMatchObject({ people: 108, families: 48 });
      // Many batches, with families read before and after their members on every batch boundary.
      const mixed = ['0 HEAD', '1 CHAR UTF-8'];
      for (let k = 0; k < 3_000; k++) {
        const family = [`0 @F${k}@ FAM`, `1 HUSB @H${k}@`, `1 WIFE @W${k}@`, `1 CHIL @C${k}@`];
        const members = ['H', 'W', 'C'].flatMap((kind) => [`0 @${kind}${k}@ INDI`, `1 NAME Ann /Lee${k}/`]);
        mixed.push(...(k % 2 === 0 ? [...family, ...members] : [...members, ...family]));
      }
      mixed.push('0 TRLR');
      const many = await importText(asImporter, mixed.join('\n'), 'mixed-checked');
      expect(many).toMatchObject({ people: 9_000, families: 3_000, warningCount: 0 });
      const [linked] = (
        await db.execute(sql`
          SELECT count(*)::int AS n FROM families f JOIN family_children fc ON fc.family_id = f.id
          WHERE f.collection_id = ${many.collectionId} AND f.husband_id IS NOT NULL AND f.wife_id IS NOT NULL`)
      ).rows;
      expect(linked).toEqual({ n: 3_000 });
    } finally {
      await asImporter.$client.end();
    }
  });
});
