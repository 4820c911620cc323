import {
  collections,
  nameOccurrences,
  people,
  publicNameOccurrences,
  records,
} from '@society/db/api-collections-schema';
import { useTestDatabase } from '@society/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiDb, connectApiDb } from '../../src/api-db.ts';
import { internNames } from '../../src/collections/intern-names.ts';
import { refreshCollectionCounts } from '../../src/collections/refresh-collection-counts.ts';

let db: ApiDb;
let surnameId: number;
let forenameId: number;
const ids = { publicRecord: 0, membersRecord: 0, deadPerson: 0, livingPerson: 0, unknownPerson: 0 };
let membersCollection = 0;
let publicCollection = 0;
let treeCollection = 0;

async function addCollection(uid: string, kind: 'record_set' | 'family_tree', access: 'public' | 'members') {
  const [row] = await db.insert(collections).values({ uid, kind, title: uid, access }).returning();
  return row!.id;
}

async function addRecord(collectionId: number) {
  const [record] = await db
    .insert(records)
    .values({
      collectionId,
      recordType: 'baptism',
      original: { Surname: 'Hougham' },
      yearMin: 1790,
      yearMax: 1790,
    })
    .returning();
  await db.insert(nameOccurrences).values({
    collectionId,
    recordId: record!.id,
    recordType: 'baptism',
    role: 'principal',
    surnameId,
    forenameId,
    yearMin: 1790,
    yearMax: 1790,
  });
  return record!.id;
}

async function addPerson(collectionId: number, xref: string, living?: boolean) {
  const [person] = await db
    .insert(people)
    .values({ collectionId, xref, surname: 'Hougham', ...(living === undefined ? {} : { living }) })
    .returning();
  await db.insert(nameOccurrences).values({
    collectionId,
    personId: person!.id,
    recordType: 'tree_person',
    role: 'principal',
    surnameId,
    forenameId,
  });
  return person!.id;
}

beforeAll(async () => {
  db = connectApiDb((await useTestDatabase('api')).url, 2);
  [surnameId, forenameId] = (await internNames(db, ['Hougham', 'Edward'])) as [number, number];
  publicCollection = await addCollection('kent-baptisms', 'record_set', 'public');
  membersCollection = await addCollection('members-baptisms', 'record_set', 'members');
  const tree = await addCollection('hougham-tree', 'family_tree', 'public');
  treeCollection = tree;
  ids.publicRecord = await addRecord(publicCollection);
  ids.membersRecord = await addRecord(membersCollection);
  ids.deadPerson = await addPerson(tree, '@I1@', false);
  ids.livingPerson = await addPerson(tree, '@I2@', true);
  ids.unknownPerson = await addPerson(tree, '@I3@');
});
afterAll(() => db.$client.end());

describe('public_name_occurrences', () => {
  it('leaves out members-only records and living people, in rows and in counts', async () => {
    const visible = await db
      .select()
      .from(publicNameOccurrences)
      .where(eq(publicNameOccurrences.surnameId, surnameId));
    expect(visible.map((row) => row.recordId ?? row.personId).sort()).toEqual(
      [ids.publicRecord, ids.deadPerson].sort(),
    );
    const all = await db.select().from(nameOccurrences).where(eq(nameOccurrences.surnameId, surnameId));
    expect(all).toHaveLength(5);
  });

  it('keeps living people out of the public person count', async () => {
    await refreshCollectionCounts(db, treeCollection);
    await refreshCollectionCounts(db, publicCollection);
    const rows = await db.select().from(collections);
    const counts = Object.fromEntries(
      rows.map((c) => [c.uid, [c.recordCount, c.personCount, c.publicPersonCount]]),
    );
    expect(counts).toEqual({
      'kent-baptisms': [1, 0, 0],
      'members-baptisms': [0, 0, 0],
      'hougham-tree': [0, 3, 1],
    });
  });

  it('treats a person whose living status the importer did not settle as living', async () => {
    const [person] = await db.select().from(people).where(eq(people.id, ids.unknownPerson));
    expect(person?.living).toBe(true);
  });

  it('follows a collection made public or a person found to be dead without re-indexing', async () => {
    await db.update(people).set({ living: false }).where(eq(people.id, ids.unknownPerson));
    await db.update(collections).set({ access: 'public' }).where(eq(collections.id, membersCollection));
    const visible = await db
      .select()
      .from(publicNameOccurrences)
      .where(eq(publicNameOccurrences.surnameId, surnameId));
    expect(visible).toHaveLength(4);
    await db.update(collections).set({ access: 'members' }).where(eq(collections.id, membersCollection));
  });

  it('refuses an occurrence whose collection differs from its record’s (no leak by mislabelling)', async () => {
    await expect(
      db.insert(nameOccurrences).values({
        collectionId: publicCollection,
        recordId: ids.membersRecord,
        recordType: 'baptism',
        role: 'principal',
        surnameId,
      }),
    ).rejects.toMatchObject({ cause: { code: '23503', constraint: 'name_occurrences_record_fk' } });
  });
});
