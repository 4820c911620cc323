import { documentChanges, documents } from '@society/db/content-schema';
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ContentDb } from '../store/content-db.ts';

const CHANGE_ACTIONS = documentChanges.action.enumValues;

/** A calendar date that exists (`2025-02-30` is refused rather than sent to PostgreSQL). */
const londonDay = z.iso.date().refine((day) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
}, 'No such date.');

/** `GET /editor/changes`: every document's changes, filtered as the staff console's audit log asks. */
export const changesQuerySchema = z.object({
  /** Part of the actor's e-mail. */
  actor: z.string().trim().max(200).optional(),
  /** One of the recorded actions (`saved`, `published`…); any other word matches nothing. */
  action: z.string().trim().max(40).optional(),
  document: z.string().min(1).max(64).optional(),
  /** London dates, both included. */
  from: londonDay.optional(),
  to: londonDay.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export type ChangesQuery = z.infer<typeof changesQuerySchema>;

export type ChangeEntry = {
  id: number;
  at: string;
  action: (typeof CHANGE_ACTIONS)[number];
  document_id: string;
  document_type: string;
  version_id: number | null;
  detail: string | null;
  actor_id: string;
  actor_email: string;
  actor_role: string;
};

export type ChangesPage = { data: ChangeEntry[]; total: number; page: number; per_page: number };

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const londonMidnight = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Europe/London'`;

/** Editors' changes to every document, newest first, one page of them and how many match. */
export async function listChanges(db: ContentDb, query: ChangesQuery): Promise<ChangesPage> {
  const filters: SQL[] = [];
  if (query.actor) filters.push(ilike(documentChanges.actorEmail, like(query.actor)));
  if (query.action) {
    const known = CHANGE_ACTIONS.find((action) => action === query.action);
    filters.push(known ? eq(documentChanges.action, known) : sql`false`);
  }
  if (query.document) filters.push(eq(documentChanges.documentId, query.document));
  if (query.from) filters.push(gte(documentChanges.at, londonMidnight(query.from)));
  if (query.to) filters.push(lt(documentChanges.at, sql`${londonMidnight(query.to)} + interval '1 day'`));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: documentChanges.id,
        at: documentChanges.at,
        action: documentChanges.action,
        documentId: documentChanges.documentId,
        documentType: documents.type,
        versionId: documentChanges.versionId,
        detail: documentChanges.detail,
        actorId: documentChanges.actorId,
        actorEmail: documentChanges.actorEmail,
        actorRole: documentChanges.actorRole,
      })
      .from(documentChanges)
      .innerJoin(documents, eq(documents.id, documentChanges.documentId))
      .where(where)
      .orderBy(desc(documentChanges.at), desc(documentChanges.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ value: count() }).from(documentChanges).where(where),
  ]);
  const data = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    document_id: row.documentId,
    document_type: row.documentType,
    version_id: row.versionId,
    detail: row.detail,
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    actor_role: row.actorRole,
  }));
  return { data, total: total?.value ?? 0, page: query.page, per_page: query.per_page };
}
