import { birthBriefs } from '@society/db/api-briefs-schema';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { storeImage } from '../images/store-image.ts';
import { demoBriefScan } from './demo-brief-scan.ts';

const briefRows = z.array(
  z.object({
    id: z.coerce.number(),
    collection_id: z.coerce.number(),
    number: z.coerce.number(),
    people: z.array(
      z.object({
        sosa: z.coerce.number(),
        name: z.string(),
        born: z.coerce.string(),
        place: z.string(),
      }),
    ),
  }),
);

/**
 * A scan for every brief of `uid` that has none yet (so a rerun finishes an interrupted one). Scans
 * are members-only and not for download: they carry living people's names and are members' own papers.
 */
export async function seedBriefScans(db: ApiDb, imagesDir: string, uid: string): Promise<number> {
  const result = await db.execute(sql`
    SELECT b.id, b.collection_id, b.number,
      coalesce(json_agg(json_build_object(
        'sosa', bp.sosa, 'name', p.given_names || ' ' || upper(p.surname),
        'born', coalesce(p.birth_year_min::text, ''), 'place', coalesce(p.details->>'birthPlace', ''))
        ORDER BY bp.sosa) FILTER (WHERE bp.sosa IS NOT NULL), '[]') AS people
    FROM birth_briefs b JOIN collections c ON c.id = b.collection_id
    LEFT JOIN birth_brief_people bp ON bp.brief_id = b.id LEFT JOIN people p ON p.id = bp.person_id
    WHERE c.uid = ${uid} AND b.scan_image_id IS NULL
    GROUP BY b.id ORDER BY b.number`);
  const briefs = briefRows.parse(result.rows);
  for (const brief of briefs) {
    const image = await storeImage(db, imagesDir, {
      collectionId: brief.collection_id,
      recordId: null,
      side: 'page',
      access: 'members',
      allowDownload: false,
      title: `Birth brief no. ${brief.number}`,
      image: await demoBriefScan(brief.number, brief.people),
    });
    await db.update(birthBriefs).set({ scanImageId: image.id }).where(eq(birthBriefs.id, brief.id));
  }
  return briefs.length;
}
