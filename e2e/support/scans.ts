import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiDb } from './members.ts';

export const BRIEFS = '/research-hub/our-collections/birth-briefs';
export const CARDS = '/research-hub/our-collections/memorial-cards';
export const VIEWER = '/image-viewer';

async function rows<T>(schema: z.ZodType<T>, query: ReturnType<typeof sql>): Promise<T[]> {
  return z.array(schema).parse((await apiDb().execute(query)).rows);
}

/** A demo brief whose subject is living, its known positions, its living people and a dead ancestor. */
export async function livingBrief() {
  const people = await rows(
    z.object({
      brief_id: z.coerce.number(),
      number: z.coerce.number(),
      sosa: z.coerce.number(),
      given_names: z.string(),
      surname: z.string(),
      living: z.boolean(),
    }),
    sql`SELECT b.id AS brief_id, b.number, bp.sosa, p.given_names, p.surname, p.living
      FROM birth_brief_people bp JOIN birth_briefs b ON b.id = bp.brief_id JOIN people p ON p.id = bp.person_id
      WHERE b.id = (SELECT min(bp2.brief_id) FROM birth_brief_people bp2 JOIN people p2 ON p2.id = bp2.person_id
        WHERE bp2.sosa = 1 AND p2.living)
      ORDER BY bp.sosa`,
  );
  const first = people[0]!;
  return {
    id: first.brief_id,
    number: first.number,
    known: people.length,
    living: people.filter((p) => p.living),
    /** A great-great-grandparent (never living), to search for. */
    ancestor: people.filter((p) => !p.living && p.sosa >= 16).at(-1)!,
  };
}

/** A demo memorial card: its record id, name, year, place, verse and its two images. */
export async function demoCard() {
  const [card] = await rows(
    z.object({
      id: z.coerce.number(),
      name: z.string(),
      year: z.coerce.number(),
      place: z.string(),
      verse: z.string(),
      front: z.coerce.number(),
      back: z.coerce.number(),
    }),
    sql`SELECT r.id, r.original->>'Name' AS name, r.year_min AS year, p.name AS place, r.original->>'Verse' AS verse,
        (SELECT id FROM images WHERE record_id = r.id AND side = 'front') AS front,
        (SELECT id FROM images WHERE record_id = r.id AND side = 'back') AS back
      FROM records r JOIN collections c ON c.id = r.collection_id JOIN places p ON p.id = r.place_id
      WHERE c.uid = 'memorial-cards' ORDER BY r.id LIMIT 1`,
  );
  return card!;
}
