import {
  collections,
  nameOccurrences,
  nameVariantGroups,
  nameVariantMembers,
  people,
  places,
  records,
} from '@society/db/api-collections-schema';
import type { ApiDb } from '../../src/api-db.ts';
import { internNames } from '../../src/collections/intern-names.ts';
import { refreshCollectionCounts } from '../../src/collections/refresh-collection-counts.ts';

type Role = 'principal' | 'father' | 'mother' | 'spouse' | 'witness';
type Person = { forename?: string; surname?: string; role?: Role };
type Kind = 'baptism' | 'burial' | 'marriage';

/**
 * A small world for the match modes: Kent (Canterbury) and Sussex (Lewes); public baptisms and
 * burials, a members-only marriage set, a public family tree with a living and a dead John Smith.
 * Each record's `label` is its key in `fixture.records`.
 */
export async function buildRecordsFixture(db: ApiDb) {
  const place = async (
    name: string,
    kind: 'country' | 'county' | 'parish',
    parentId: number | null,
    code = '',
  ) => (await db.insert(places).values({ name, kind, parentId, code }).returning())[0]!.id;
  const england = await place('England', 'country', null);
  const kent = await place('Kent', 'county', england, 'KEN');
  const canterbury = await place('Canterbury', 'parish', kent);
  const sussex = await place('Sussex', 'county', england, 'SSX');
  const lewes = await place('Lewes', 'parish', sussex);
  const collection = async (uid: string, kind: 'record_set' | 'family_tree', access: 'public' | 'members') =>
    (
      await db
        .insert(collections)
        .values({ uid, kind, title: uid.replace(/-/g, ' '), access, citation: `Society transcript: ${uid}` })
        .returning()
    )[0]!.id;
  const baptisms = await collection('kent-baptisms', 'record_set', 'public');
  const burials = await collection('sussex-burials', 'record_set', 'public');
  const marriages = await collection('members-marriages', 'record_set', 'members');
  const tree = await collection('smith-tree', 'family_tree', 'public');

  const ids: Record<string, number> = {};
  async function record(
    label: string,
    collectionId: number,
    type: Kind,
    year: number,
    placeId: number,
    named: Person[],
  ) {
    const [row] = await db
      .insert(records)
      .values({
        collectionId,
        recordType: type,
        original: Object.fromEntries(
          named.map((p, i) => [`Name ${i + 1}`, `${p.forename ?? ''} ${p.surname ?? ''}`.trim()]),
        ),
        yearMin: year,
        yearMax: year,
        placeId,
        sourceRef: `p. ${year % 100}`,
      })
      .returning();
    ids[label] = row!.id;
    for (const person of named) {
      const [surnameId, forenameId] = await internNames(db, [person.surname ?? 'x', person.forename ?? 'x']);
      await db.insert(nameOccurrences).values({
        collectionId,
        recordId: row!.id,
        recordType: type,
        role: person.role ?? 'principal',
        surnameId: person.surname ? surnameId : null,
        forenameId: person.forename ? forenameId : null,
        yearMin: year,
        yearMax: year,
        placeId,
      });
    }
  }
  async function person(label: string, forename: string, surname: string, living: boolean, year: number) {
    const [row] = await db
      .insert(people)
      .values({
        collectionId: tree,
        xref: `@${label}@`,
        givenNames: forename,
        surname,
        living,
        birthYearMin: year,
        birthYearMax: year,
      })
      .returning();
    ids[label] = row!.id;
    const [surnameId, forenameId] = await internNames(db, [surname, forename]);
    await db.insert(nameOccurrences).values({
      collectionId: tree,
      personId: row!.id,
      recordType: 'tree_person',
      role: 'principal',
      surnameId,
      forenameId,
      yearMin: year,
      yearMax: year,
    });
  }

  await record('smithFamily', baptisms, 'baptism', 1851, canterbury, [
    { forename: 'John', surname: 'Smith' },
    { forename: 'William', surname: 'Smith', role: 'father' },
    { forename: 'Mary', surname: 'Smith', role: 'mother' },
  ]);
  await record('smyth', baptisms, 'baptism', 1853, lewes, [{ forename: 'Jno', surname: 'Smyth' }]);
  await record('schmidt', burials, 'burial', 1860, lewes, [{ forename: 'Johann', surname: 'Schmidt' }]);
  await record('initial', burials, 'burial', 1855, lewes, [{ forename: 'J.', surname: 'Smith' }]);
  await record('smithson', baptisms, 'baptism', 1852, canterbury, [
    { forename: 'Joan', surname: 'Smithson' },
  ]);
  await record('typo', baptisms, 'baptism', 1851, canterbury, [{ forename: 'Jane', surname: 'Smiht' }]);
  await record('twoNames', baptisms, 'baptism', 1870, canterbury, [
    { forename: 'John William', surname: 'Brown' },
  ]);
  await record('membersOnly', marriages, 'marriage', 1850, canterbury, [
    { forename: 'John', surname: 'Smith' },
    { forename: 'Ann', surname: 'Hougham', role: 'spouse' },
  ]);
  for (let i = 0; i < 25; i += 1) {
    await record(`brown${i}`, baptisms, 'baptism', 1800 + i, i % 2 === 0 ? canterbury : lewes, [
      { forename: i % 3 === 0 ? 'Thomas' : 'Sarah', surname: 'Brown' },
    ]);
  }
  await person('deadJohn', 'John', 'Smith', false, 1850);
  await person('livingJohn', 'John', 'Smith', true, 1990);

  const group = async (kind: 'surname' | 'forename', label: string, members: string[]) => {
    const [row] = await db.insert(nameVariantGroups).values({ kind, label }).returning();
    const nameIds = await internNames(db, members);
    await db.insert(nameVariantMembers).values(nameIds.map((nameId) => ({ groupId: row!.id, nameId })));
  };
  await group('surname', 'Smith', ['Smith', 'Smyth', 'Smithe']);
  await group('forename', 'John', ['John', 'Jno', 'Johann', 'Jack']);
  for (const id of [baptisms, burials, marriages, tree]) await refreshCollectionCounts(db, id);
  return {
    records: ids,
    collections: { baptisms, burials, marriages, tree },
    places: { kent, canterbury, lewes },
  };
}
