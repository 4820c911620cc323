import { collections, nameOccurrences, people } from '@society/db/api-collections-schema';
import type { ApiDb } from '../../api-db.ts';
import type { ImportResult, ImportTarget } from '../import/importer.ts';
import { internNames } from '../intern-names.ts';
import { refreshCollectionCounts } from '../refresh-collection-counts.ts';
import { demoAncestors } from './demo-people.ts';
import { DemoRandom } from './demo-random.ts';

/**
 * `briefs` five-generation birth briefs (Sosa 1–31 each) as people of one collection. Subjects born
 * in the last 60 years are living (and so never public), as are their parents when still alive.
 */
export async function loadDemoBirthBriefs(
  db: ApiDb,
  {
    target,
    briefs,
    seed,
    currentYear,
  }: { target: ImportTarget; briefs: number; seed: number; currentYear: number },
): Promise<ImportResult> {
  const random = new DemoRandom(seed);
  const all = Array.from({ length: briefs }, (_, brief) => ({
    brief: brief + 1,
    ancestors: demoAncestors(random, currentYear - random.int(25, 95), currentYear),
  }));
  const spellings = [
    ...new Set(all.flatMap(({ ancestors }) => ancestors.flatMap((a) => [a.givenNames, a.surname]))),
  ];
  const ids = new Map(spellings.map((name, index) => [name, index]));
  const nameIds = await internNames(db, spellings);
  const nameId = (name: string) => nameIds[ids.get(name)!]!;
  const result = await db.transaction(async (tx) => {
    const [collection] = await tx
      .insert(collections)
      .values({ ...target })
      .onConflictDoUpdate({ target: collections.uid, set: { updatedAt: new Date() } })
      .returning({ id: collections.id });
    const collectionId = collection!.id;
    let stored = 0;
    for (const { brief, ancestors } of all) {
      const subject = ancestors[0]!;
      const rows = await tx
        .insert(people)
        .values(
          ancestors.map((a) => ({
            collectionId,
            xref: `B${brief}-${a.sosa}`,
            givenNames: a.givenNames,
            surname: a.surname,
            sex: a.sex,
            living: a.living,
            birthYearMin: a.birthYear,
            birthYearMax: a.birthYear,
            deathYearMin: a.deathYear,
            deathYearMax: a.deathYear,
            details: {
              brief: `Birth brief of ${subject.givenNames} ${subject.surname}`,
              sosa: a.sosa,
              birthPlace: a.birthPlace,
            },
          })),
        )
        .returning({ id: people.id });
      await tx.insert(nameOccurrences).values(
        ancestors.map((a, index) => ({
          collectionId,
          personId: rows[index]!.id,
          recordType: 'birth_brief' as const,
          role: 'principal' as const,
          surnameId: nameId(a.surname),
          forenameId: nameId(a.givenNames),
          yearMin: a.birthYear,
          yearMax: a.birthYear,
        })),
      );
      stored += rows.length;
    }
    return { collectionId, stored };
  });
  await refreshCollectionCounts(db, result.collectionId);
  return {
    collectionId: result.collectionId,
    records: 0,
    people: result.stored,
    families: 0,
    nameOccurrences: result.stored,
    warnings: [],
    warningCount: 0,
  };
}
