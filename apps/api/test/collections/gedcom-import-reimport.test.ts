import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { collections } from '@society/db/api-collections-schema';
import { useTestDatabase } from '@society/db/testing';
import { syntheticTree } from '@society/gedcom/synthetic-tree';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { importGedcom } from '../../src/collections/import/gedcom/import-gedcom.ts';
import { TreeTargetError } from '../../src/collections/import/gedcom/open-tree-collection.ts';
import { RefusedImportError } from '../../src/collections/import/refused-import-error.ts';
import { importText, MORGANS, treeTarget } from './gedcom-import-fixtures.ts';

const TREE = syntheticTree();
/** A file in 4 KiB pieces, as a file stream delivers it (progress is reported as they are read). */
const inChunks = (text: string) => {
  const bytes = Buffer.from(text);
  return Array.from({ length: Math.ceil(bytes.length / 4096) }, (_, i) =>
    bytes.subarray(i * 4096, (i + 1) * 4096),
  );
};

let db: ApiDb;
beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 2);
});
afterAll(() => db.$client.end());

const count = async (query: ReturnType<typeof sql>) => Number((await db.execute(query)).rows[0]?.n);
const treeSize = async (id: number) => ({
  people: await count(sql`SELECT count(*) AS n FROM people WHERE collection_id = ${id}`),
  families: await count(sql`SELECT count(*) AS n FROM families WHERE collection_id = ${id}`),
  children:
    await count(sql`SELECT count(*) AS n FROM family_children fc JOIN families f ON f.id = fc.family_id
    WHERE f.collection_id = ${id}`),
  occurrences: await count(sql`SELECT count(*) AS n FROM name_occurrences WHERE collection_id = ${id}`),
});

describe('importGedcom: importing into a collection that has a tree replaces it', () => {
  it('gives the same tree when the same file is imported again, without new names', async () => {
    const first = await importText(db, TREE, 'tudors');
    const before = await treeSize(first.collectionId);
    const names = await count(sql`SELECT count(*) AS n FROM names`);
    const again = await importText(db, TREE, 'tudors');
    expect(again.collectionId).toBe(first.collectionId);
    expect(await treeSize(again.collectionId)).toEqual(before);
    expect(before.people).toBe(108);
    expect(await count(sql`SELECT count(*) AS n FROM names`)).toBe(names);
  });

  it('replaces the tree with another file', async () => {
    const first = await importText(db, TREE, 'replaced');
    const second = await importText(db, MORGANS, 'replaced');
    expect(second.collectionId).toBe(first.collectionId);
    expect(await treeSize(second.collectionId)).toMatchObject({ people: 5, families: 1, children: 1 });
  });

  it('refuses a collection of another kind and leaves it alone', async () => {
    await db.insert(collections).values({ uid: 'kent-baptisms', kind: 'record_set', title: 'Kent baptisms' });
    await expect(importText(db, MORGANS, 'kent-baptisms')).rejects.toBeInstanceOf(TreeTargetError);
    const kept = await count(
      sql`SELECT count(*) AS n FROM collections WHERE uid = 'kent-baptisms' AND kind = 'record_set'`,
    );
    expect(kept).toBe(1);
    await expect(
      importGedcom(db, Readable.from([Buffer.from(MORGANS)]), {
        target: { ...treeTarget('royal-records'), kind: 'record_set' },
      }),
    ).rejects.toThrow('A GEDCOM file loads into a family_tree or birth_briefs collection, not record_set.');
  });

  it('rolls back an aborted import: the old tree stays whole', async () => {
    const first = await importText(db, MORGANS, 'aborted');
    const before = await treeSize(first.collectionId);
    const controller = new AbortController();
    await expect(
      importGedcom(db, Readable.from(inChunks(syntheticTree({ generations: 12, couples: 10 }))), {
        target: treeTarget('aborted'),
        signal: controller.signal,
        onProgress: () => controller.abort(new Error('Stopped by the test')),
      }),
    ).rejects.toThrow('Stopped by the test');
    expect(await treeSize(first.collectionId)).toEqual(before);
  });

  it.each([
    ['an empty file', '', 'The file is empty.'],
    ['a gzipped GEDCOM', gzipSync(MORGANS), 'it looks like a gzip file'],
    [
      'a JPEG image',
      Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb004300', 'hex'),
      'a JPEG image',
    ],
    [
      'Gramps XML',
      '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE database PUBLIC "-//Gramps//DTD Gramps XML 1.7.1//EN" "">\n',
      'an XML file',
    ],
    ['random bytes', Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256)), 'binary data'],
    ['text without a header', 'Surname,Forename\nMorgan,Thomas\n', 'no GEDCOM header'],
    ['a GEDCOM file without individuals', '0 HEAD\n1 CHAR UTF-8\n0 @S1@ SOUR\n0 TRLR\n', 'no individuals'],
  ])(
    'refuses %s, saying what it is: the tree stays whole, a new name gets nothing',
    async (_name, file, message) => {
      const first = await importText(db, MORGANS, 'kept-tree');
      const before = await treeSize(first.collectionId);
      const refused = importText(db, file, 'kept-tree');
      await expect(refused).rejects.toBeInstanceOf(RefusedImportError);
      await expect(refused).rejects.toThrow(message);
      expect(await treeSize(first.collectionId)).toEqual(before);
      await expect(importText(db, file, 'never-made')).rejects.toThrow(message);
      expect(await count(sql`SELECT count(*) AS n FROM collections WHERE uid = 'never-made'`)).toBe(0);
    },
  );

  it('reads a valid file with a NUL byte before 0 HEAD as the same tree', async () => {
    const clean = await importText(db, MORGANS, 'nul-before-clean');
    const prefixed = await importText(
      db,
      Buffer.concat([Buffer.from([0]), Buffer.from(MORGANS)]),
      'nul-before',
    );
    expect(await treeSize(prefixed.collectionId)).toEqual(await treeSize(clean.collectionId));
    expect(prefixed.warnings[0]?.message).toBe('1 NUL byte before the header (0 HEAD) skipped.');
  });
});
