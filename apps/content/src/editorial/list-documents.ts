import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ContentDb } from '../store/content-db.ts';

/** Which documents the studio's list shows; `changed` means published with a newer draft. */
export const DOCUMENT_FILTERS = ['draft', 'published', 'changed', 'release', 'members'] as const;

export const listQuerySchema = z.object({
  type: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/)
    .optional(),
  q: z.string().max(200).optional(),
  filter: z.enum(DOCUMENT_FILTERS).optional(),
  sort: z.enum(['edited', 'title']).default('edited'),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export type ListQuery = z.infer<typeof listQuerySchema>;

export type DocumentSummary = {
  id: string;
  type: string;
  lang: string;
  uid: string | null;
  title: string | null;
  published: boolean;
  has_draft: boolean;
  members_only: boolean;
  in_release: boolean;
  last_publication_date: string | null;
  draft_updated_at: string | null;
  edited_at: string | null;
  edited_by: string | null;
  head_version_id: number;
};

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Documents as the studio lists them: each one's working version (the draft, else what is live),
 * its title (a Title's first block or a Key Text `title`), state, and who changed it last.
 */
export async function listDocuments(db: ContentDb, query: ListQuery): Promise<DocumentSummary[]> {
  const filters = {
    draft: sql`NOT published`,
    published: sql`published AND NOT has_draft`,
    changed: sql`published AND has_draft`,
    release: sql`in_release`,
    members: sql`members_only`,
  };
  const { rows } = await db.execute<DocumentSummary>(sql`
    WITH listed AS (
      SELECT d.id, d.type, d.lang, v.uid,
        COALESCE(v.data #>> '{title,0,text}', CASE WHEN jsonb_typeof(v.data -> 'title') = 'string' THEN v.data ->> 'title' END) AS title,
        p.document_id IS NOT NULL AS published, dr.document_id IS NOT NULL AS has_draft,
        COALESCE((v.data ->> 'members_only')::boolean, false) AS members_only,
        EXISTS (SELECT 1 FROM release_documents rd JOIN releases r ON r.id = rd.release_id
          WHERE rd.document_id = d.id AND r.status = 'open') AS in_release,
        p.last_publication_date, dr.updated_at AS draft_updated_at,
        GREATEST(dr.updated_at, p.last_publication_date, c.at) AS edited_at,
        c.actor_email AS edited_by, v.id AS head_version_id
      FROM documents d
      LEFT JOIN published_versions p ON p.document_id = d.id AND p.to_publication IS NULL
      LEFT JOIN drafts dr ON dr.document_id = d.id
      JOIN document_versions v ON v.id = COALESCE(dr.version_id, p.version_id)
      LEFT JOIN LATERAL (SELECT at, actor_email FROM document_changes
        WHERE document_id = d.id ORDER BY id DESC LIMIT 1) c ON true
      WHERE ${query.type ? sql`d.type = ${query.type}` : sql`true`}
    )
    SELECT * FROM listed
    WHERE ${query.filter ? filters[query.filter] : sql`true`}
      AND ${query.q ? sql`(uid ILIKE ${like(query.q)} OR title ILIKE ${like(query.q)})` : sql`true`}
    ORDER BY ${query.sort === 'title' ? sql`lower(title) NULLS LAST, id` : sql`edited_at DESC NULLS LAST, id`}
    LIMIT ${query.limit}`);
  return rows;
}
