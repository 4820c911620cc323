import { sql } from 'drizzle-orm';
import type { ContentDb } from '../store/content-db.ts';

/**
 * The other document of the same type and language whose draft or live version already has this
 * uid, if any: two documents with one uid could not both be published.
 */
export async function uidHolder(
  db: ContentDb,
  query: { type: string; lang: string; uid: string; documentId?: string | undefined },
): Promise<string | null> {
  const { rows } = await db.execute<{ id: string }>(sql`
    SELECT d.id FROM documents d
    LEFT JOIN published_versions p ON p.document_id = d.id AND p.to_publication IS NULL
    LEFT JOIN drafts dr ON dr.document_id = d.id
    JOIN document_versions v ON v.id IN (p.version_id, dr.version_id)
    WHERE d.type = ${query.type} AND d.lang = ${query.lang} AND v.uid = ${query.uid}
      AND d.id <> ${query.documentId ?? ''}
    LIMIT 1`);
  return rows[0]?.id ?? null;
}
