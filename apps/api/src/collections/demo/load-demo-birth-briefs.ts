import { birthBriefPeople, birthBriefs } from '@society/db/api-briefs-schema';
import { collections, nameOccurrences, people } from '@society/db/api-collections-schema';
import type { ApiDb } from '../../api-db.ts';
import type { ImportResult, ImportTarget } from '../import/importer.ts';
import { internNames } from '../intern-names.ts';
import { refreshCollectionCounts } from '../refresh-collection-counts.ts';
import { demoAncestors } from './demo-people.ts';
import { DemoRandom } from './demo-random.ts';

/** Share of the sixteen great-great-grandparents a compiler could not prove (left as empty boxes). */
const UNKNOWN_SHARE = 0.2;

/**
 * `briefs` five-generation birth briefs (Sosa 1–31, some great-great-grandparents unknown) as people
 * of one collection, each brief a `birth_briefs` row with its positions in `birth_brief_people`.
 * Subjects born in the last 60 years are living (and so never public), as are their parents when still alive.
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
  // A second stream, so the people drawn stay the same whichever are left unknown.
  const unknown = new DemoRandom(seed + 1);
  const all = Array.from({ length: briefs }, (_, brief) => ({
    brief: brief + 1,
    submittedYear: currentYear - random.int(1, 30),
    ancestors: demoAncestors(random, currentYear - random.int(25, 95), currentYear).filter(
      (a) => a.sosa < 16 || !unknown.chance(UNKNOWN_SHARE),
    ),
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
    for (const { brief, submittedYear, ancestors } of all) {
      const subject = ancestors[0]!;
      const [row] = await tx
        .insert(birthBriefs)
        .values({
          collectionId,
          number: brief,
          submittedBy: `${subject.givenNames} ${subject.surname}`,
          submittedYear,
        })
        .returning({ id: birthBriefs.id });
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
      await tx
        .insert(birthBriefPeople)
        .values(ancestors.map((a, index) => ({ briefId: row!.id, sosa: a.sosa, personId: rows[index]!.id })));
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
