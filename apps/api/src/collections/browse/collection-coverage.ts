import type { CollectionDetail } from '@society/record-search';
import { RECORD_TYPES } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';

/** A collection's summary names at most this many places: those with the most records. */
export const COVERAGE_PLACES_MAX = 8;

const spanRow = z.object({
  year_min: z.coerce.number().nullable(),
  year_max: z.coerce.number().nullable(),
  record_types: z.array(z.enum(RECORD_TYPES)).nullable(),
});
const placeRows = z.array(z.object({ name: z.string() }));

/**
 * What a collection's transcribed records span (years, record types, commonest places). None of it
 * names a person, so it may be shown to any reader, members-only collections included.
 */
export async function collectionCoverage(
  db: ApiDb,
  collectionId: number,
): Promise<CollectionDetail['coverage']> {
  const [span, places] = await Promise.all([
    db.execute(sql`
      SELECT min(r.year_min) AS year_min, max(r.year_max) AS year_max,
        array_agg(DISTINCT r.record_type::text) FILTER (WHERE r.record_type IS NOT NULL) AS record_types
      FROM records r WHERE r.collection_id = ${collectionId}`),
    db.execute(sql`
      SELECT p.name FROM records r JOIN places p ON p.id = r.place_id
      WHERE r.collection_id = ${collectionId}
      GROUP BY p.id, p.name ORDER BY count(*) DESC, p.name LIMIT ${COVERAGE_PLACES_MAX}`),
  ]);
  const row = spanRow.parse(span.rows[0]);
  return {
    yearMin: row.year_min,
    yearMax: row.year_max,
    recordTypes: row.record_types ?? [],
    places: placeRows.parse(places.rows).map((place) => place.name),
  };
}
