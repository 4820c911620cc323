import type { BirthBrief, BriefPositions, BriefSummary } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { IMAGE_COLUMNS, optionalImageSummary } from '../gallery/image-summary.ts';
import { collectionVisible, personShown as shownPerson, type Visibility } from '../search/visibility.ts';

const briefRow = z.object({
  id: z.coerce.number(),
  number: z.coerce.number(),
  submitted_year: z.coerce.number().nullable(),
  uid: z.string(),
  title: z.string(),
  kind: z.literal('birth_briefs'),
  access: z.enum(['public', 'members']),
  known: z.coerce.number(),
  surnames: z.array(z.string()).nullable(),
});
const personRows = z.array(
  z.object({
    sosa: z.coerce.number(),
    living: z.boolean(),
    given_names: z.string(),
    surname: z.string(),
    sex: z.enum(['M', 'F', 'X', 'U']),
    birth_year: z.coerce.number().nullable(),
    death_year: z.coerce.number().nullable(),
    birth_place: z.string().nullable(),
  }),
);

/** A living person is shown only to staff and the collection's submitter (as in the record search). */
const personShown = (visibility: Visibility) => shownPerson(visibility, 'p', 'c');

const BRIEF_COLUMNS = (visibility: Visibility) => sql`b.id, b.number, b.submitted_year, c.uid, c.title,
  c.kind::text AS kind, c.access::text AS access,
  (SELECT count(*)::int FROM birth_brief_people bp WHERE bp.brief_id = b.id) AS known,
  (SELECT array_agg(s.surname ORDER BY s.n DESC, s.surname) FROM (
     SELECT p.surname, count(*) AS n FROM birth_brief_people bp JOIN people p ON p.id = bp.person_id
     WHERE bp.brief_id = b.id AND p.surname <> '' AND ${personShown(visibility)} GROUP BY p.surname) s) AS surnames`;

const summaryOf = (row: z.infer<typeof briefRow>): BriefSummary => ({
  id: row.id,
  number: row.number,
  title: `Birth brief no. ${row.number}`,
  collection: { uid: row.uid, title: row.title, kind: row.kind, access: row.access },
  surnames: row.surnames ?? [],
  known: row.known,
  submittedYear: row.submitted_year,
});

/** `GET /api/birth-briefs`: every brief of the collections the reader may see, in number order. */
export async function listBriefs(db: ApiDb, visibility: Visibility): Promise<{ briefs: BriefSummary[] }> {
  const rows = await db.execute(sql`SELECT ${BRIEF_COLUMNS(visibility)}
    FROM birth_briefs b JOIN collections c ON c.id = b.collection_id
    WHERE ${collectionVisible(visibility, 'c')} ORDER BY c.title, b.number`);
  return { briefs: z.array(briefRow).parse(rows.rows).map(summaryOf) };
}

/**
 * `GET /api/birth-briefs/{id}`: the brief's known positions, a living person's withheld (no name,
 * no facts) from readers who may not see them, and its scan (viewable by members only when marked so).
 */
export async function birthBrief(db: ApiDb, id: number, visibility: Visibility): Promise<BirthBrief> {
  const found =
    await db.execute(sql`SELECT ${BRIEF_COLUMNS(visibility)}, b.submitted_by, c.citation, c.source,
      ${IMAGE_COLUMNS}
    FROM birth_briefs b JOIN collections c ON c.id = b.collection_id LEFT JOIN images i ON i.id = b.scan_image_id
    WHERE b.id = ${id} AND ${collectionVisible(visibility, 'c')}`);
  const row = found.rows[0];
  if (!row) throw HttpError.notFound();
  const brief = briefRow
    .extend({ submitted_by: z.string(), citation: z.string(), source: z.string() })
    .parse(row);
  const people = personRows.parse(
    (
      await db.execute(sql`SELECT bp.sosa, p.living, p.given_names, p.surname, p.sex,
        p.birth_year_min AS birth_year, p.death_year_min AS death_year, p.details->>'birthPlace' AS birth_place
        FROM birth_brief_people bp JOIN people p ON p.id = bp.person_id WHERE bp.brief_id = ${id} ORDER BY bp.sosa`)
    ).rows,
  );
  const withheld = (living: boolean) => living && visibility.level !== 'staff';
  const subject = people.find((p) => p.sosa === 1);
  const summary = summaryOf(brief);
  return {
    ...summary,
    collection: { ...summary.collection, citation: brief.citation, source: brief.source },
    submittedBy: brief.submitted_by && !(subject && withheld(subject.living)) ? brief.submitted_by : null,
    people: people.map((p) =>
      withheld(p.living)
        ? {
            sosa: p.sosa,
            withheld: true,
            givenNames: '',
            surname: '',
            sex: 'U' as const,
            birthYear: null,
            deathYear: null,
            birthPlace: null,
          }
        : {
            sosa: p.sosa,
            withheld: false,
            givenNames: p.given_names,
            surname: p.surname,
            sex: p.sex,
            birthYear: p.birth_year,
            deathYear: p.death_year,
            birthPlace: p.birth_place,
          },
    ),
    scan: optionalImageSummary(row, visibility),
    citation: `${brief.citation || brief.title}, ${summary.title}`,
  };
}

/** `GET /api/birth-briefs/positions?person=…`: the brief and Sosa number of each person the reader may see. */
export async function briefPositions(
  db: ApiDb,
  personIds: number[],
  visibility: Visibility,
): Promise<BriefPositions> {
  if (personIds.length === 0) return { positions: [] };
  const rows = await db.execute(sql`SELECT bp.person_id, bp.brief_id, bp.sosa
    FROM birth_brief_people bp JOIN people p ON p.id = bp.person_id JOIN collections c ON c.id = p.collection_id
    WHERE bp.person_id = ANY(${`{${personIds.join(',')}}`}::int[]) AND ${collectionVisible(visibility, 'c')}
      AND ${personShown(visibility)}`);
  return {
    positions: z
      .array(z.object({ person_id: z.coerce.number(), brief_id: z.coerce.number(), sosa: z.coerce.number() }))
      .parse(rows.rows)
      .map((r) => ({ personId: r.person_id, briefId: r.brief_id, sosa: r.sosa })),
  };
}
