import { sql } from 'drizzle-orm';
import type { JsonObject, StoredDocument } from '../query/types.ts';
import type { ContentDb } from './content-db.ts';

type Row = {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  group_id: string;
  data: JsonObject;
  first_publication_date: string | null;
  last_publication_date: string | null;
};

const toStored = (row: Row): StoredDocument => ({
  id: row.id,
  uid: row.uid,
  type: row.type,
  lang: row.lang,
  tags: row.tags,
  groupId: row.group_id,
  data: row.data,
  firstPublicationDate: row.first_publication_date && new Date(row.first_publication_date).toISOString(),
  lastPublicationDate: row.last_publication_date && new Date(row.last_publication_date).toISOString(),
});

/** Every document live under publication `publicationId`. */
export async function loadPublishedDocuments(
  db: ContentDb,
  publicationId: number,
): Promise<StoredDocument[]> {
  const { rows } = await db.execute<Row>(sql`
    SELECT d.id, v.uid, d.type, d.lang, v.tags, d.group_id, v.data,
      to_json(p.first_publication_date) #>> '{}' AS first_publication_date,
      to_json(p.last_publication_date) #>> '{}' AS last_publication_date
    FROM published_versions p
    JOIN documents d ON d.id = p.document_id
    JOIN document_versions v ON v.id = p.version_id
    WHERE p.from_publication <= ${publicationId} AND (p.to_publication IS NULL OR p.to_publication > ${publicationId})`);
  return rows.map(toStored);
}

/**
 * Versions that a release or the pending drafts put on top of published content. Dates stay the
 * published ones when the document is live; a never-published document dates from its edit.
 */
export async function loadOverlay(
  db: ContentDb,
  source: { releaseId: string } | { drafts: true },
): Promise<StoredDocument[]> {
  const pending =
    'releaseId' in source
      ? sql`SELECT document_id, version_id, r.scheduled_at AS edited_at FROM release_documents rd
            JOIN releases r ON r.id = rd.release_id WHERE rd.release_id = ${source.releaseId}`
      : sql`SELECT document_id, version_id, updated_at AS edited_at FROM drafts`;
  const { rows } = await db.execute<Row>(sql`
    WITH pending AS (${pending})
    SELECT d.id, v.uid, d.type, d.lang, v.tags, d.group_id, v.data,
      to_json(COALESCE(live.first_publication_date, pending.edited_at, now())) #>> '{}' AS first_publication_date,
      to_json(COALESCE(pending.edited_at, now())) #>> '{}' AS last_publication_date
    FROM pending
    JOIN documents d ON d.id = pending.document_id
    JOIN document_versions v ON v.id = pending.version_id
    LEFT JOIN published_versions live ON live.document_id = d.id AND live.to_publication IS NULL`);
  return rows.map(toStored);
}
