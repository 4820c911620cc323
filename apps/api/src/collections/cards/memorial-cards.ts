import type { MemorialCard, MemorialCardList, MemorialCardSummary } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { HttpError } from '../../http/http-error.ts';
import { optionalImageSummary } from '../gallery/image-summary.ts';
import { collectionVisible, seesMembersCollections, type Visibility } from '../search/visibility.ts';

export const CARDS_PAGE_SIZE = 24;

const cardRow = z.object({
  id: z.coerce.number(),
  name: z.string(),
  year_min: z.coerce.number().nullable(),
  year_max: z.coerce.number().nullable(),
  place: z.string().nullable(),
});

/** A side's image columns, prefixed for `optionalImageSummary` (null when the card has no such side). */
const sideColumns = (side: 'front' | 'back') =>
  sql.raw(`${side}_i.id AS image_id, ${side}_i.title AS image_title, ${side}_i.side::text AS image_side,
  ${side}_i.width AS image_width, ${side}_i.height AS image_height, ${side}_i.allow_download AS image_allow_download,
  CASE WHEN ${side}_i.access = 'members' OR c.access = 'members' THEN 'members' ELSE 'public' END AS image_access,
  c.uid AS collection_uid, c.title AS collection_title, c.kind::text AS collection_kind, c.access::text AS collection_access`);

const sideJoin = (side: 'front' | 'back') =>
  sql.raw(
    `LEFT JOIN LATERAL (SELECT * FROM images x WHERE x.record_id = r.id AND x.side = '${side}' ORDER BY x.id LIMIT 1) ${side}_i ON true`,
  );

const summaryOf = (row: Record<string, unknown>, visibility: Visibility): MemorialCardSummary => {
  const card = cardRow.parse(row);
  return {
    id: card.id,
    name: card.name,
    yearMin: card.year_min,
    yearMax: card.year_max,
    place: card.place,
    front: optionalImageSummary(row, visibility),
  };
};

const CARD_COLUMNS = sql.raw(
  `r.id, coalesce(r.original->>'Name', '') AS name, r.year_min, r.year_max, p.name AS place`,
);

/** `GET /api/memorial-cards?page=`: every card the reader may see, by year of death, with its front. */
export async function listMemorialCards(
  db: ApiDb,
  page: number,
  visibility: Visibility,
): Promise<MemorialCardList> {
  const visible = sql`c.kind = 'memorial_cards' AND ${collectionVisible(visibility, 'c')}`;
  const [rows, total] = await Promise.all([
    db.execute(sql`SELECT ${CARD_COLUMNS}, ${sideColumns('front')}
      FROM records r JOIN collections c ON c.id = r.collection_id LEFT JOIN places p ON p.id = r.place_id
      ${sideJoin('front')}
      WHERE ${visible} ORDER BY r.year_min NULLS LAST, r.id LIMIT ${CARDS_PAGE_SIZE} OFFSET ${(page - 1) * CARDS_PAGE_SIZE}`),
    db.execute(
      sql`SELECT count(*)::int AS n FROM records r JOIN collections c ON c.id = r.collection_id WHERE ${visible}`,
    ),
  ]);
  return {
    total: z.coerce.number().parse(total.rows[0]?.n ?? 0),
    page,
    pageSize: CARDS_PAGE_SIZE,
    cards: rows.rows.map((row) => summaryOf(row, visibility)),
  };
}

const detailRow = z.object({
  original: z.record(z.string(), z.unknown()),
  source_ref: z.string(),
  citation: z.string(),
  source: z.string(),
});

/**
 * `GET /api/memorial-cards/{id}`: the card's index entry and front for everyone; its back (tiles
 * refused by the IIIF routes) and its transcription only for members. 404 for anything but a card
 * the reader's collections include.
 */
export async function memorialCard(db: ApiDb, id: number, visibility: Visibility): Promise<MemorialCard> {
  const found = await db.execute(sql`
    SELECT ${CARD_COLUMNS}, r.original, r.source_ref, c.citation, c.source, ${sideColumns('front')}
    FROM records r JOIN collections c ON c.id = r.collection_id LEFT JOIN places p ON p.id = r.place_id
    ${sideJoin('front')}
    WHERE r.id = ${id} AND c.kind = 'memorial_cards' AND ${collectionVisible(visibility, 'c')}`);
  const row = found.rows[0];
  if (!row) throw HttpError.notFound();
  const back = await db.execute(sql`SELECT ${sideColumns('back')}
    FROM records r JOIN collections c ON c.id = r.collection_id ${sideJoin('back')} WHERE r.id = ${id}`);
  const summary = summaryOf(row, visibility);
  const detail = detailRow.parse(row);
  const front = summary.front;
  const collection = front?.collection ?? (await cardCollection(db, id));
  const members = seesMembersCollections(visibility);
  return {
    ...summary,
    collection: { ...collection, citation: detail.citation, source: detail.source },
    back: back.rows[0] ? optionalImageSummary(back.rows[0], visibility) : null,
    transcription: members
      ? Object.entries(detail.original).map(([column, value]) => ({ column, value: String(value ?? '') }))
      : null,
    sourceRef: detail.source_ref,
    citation: [detail.citation || collection.title, detail.source_ref].filter(Boolean).join(', '),
  };
}

async function cardCollection(db: ApiDb, id: number) {
  const found = await db.execute(sql`SELECT c.uid, c.title, c.kind::text AS kind, c.access::text AS access
    FROM records r JOIN collections c ON c.id = r.collection_id WHERE r.id = ${id}`);
  return z
    .object({
      uid: z.string(),
      title: z.string(),
      kind: z.literal('memorial_cards'),
      access: z.enum(['public', 'members']),
    })
    .parse(found.rows[0]);
}
