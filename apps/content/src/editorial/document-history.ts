import { documentChanges, documentVersions } from '@society/db/content-schema';
import { and, desc, eq } from 'drizzle-orm';
import type { ContentDb } from '../store/content-db.ts';
import { EditorialError } from '../store/editorial-error.ts';

/** Every recorded change to a document, newest first: who, when, what, and the version it made. */
export const changesOf = (db: ContentDb, documentId: string) =>
  db
    .select({
      id: documentChanges.id,
      action: documentChanges.action,
      detail: documentChanges.detail,
      versionId: documentChanges.versionId,
      actorId: documentChanges.actorId,
      actorEmail: documentChanges.actorEmail,
      actorRole: documentChanges.actorRole,
      at: documentChanges.at,
    })
    .from(documentChanges)
    .where(eq(documentChanges.documentId, documentId))
    .orderBy(desc(documentChanges.id))
    .limit(500);

/** The stored versions of a document, newest first (content left out: ask for one to diff it). */
export const documentVersionList = (db: ContentDb, documentId: string) =>
  db
    .select({ id: documentVersions.id, uid: documentVersions.uid, createdAt: documentVersions.createdAt })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, documentId))
    .orderBy(desc(documentVersions.id))
    .limit(500);

/** One version of a document, as saved. */
export async function documentVersion(db: ContentDb, documentId: string, versionId: number) {
  const [version] = await db
    .select({
      id: documentVersions.id,
      uid: documentVersions.uid,
      tags: documentVersions.tags,
      data: documentVersions.data,
      createdAt: documentVersions.createdAt,
    })
    .from(documentVersions)
    .where(and(eq(documentVersions.documentId, documentId), eq(documentVersions.id, versionId)));
  if (!version) throw new EditorialError('not_found', `Document ${documentId} has no version ${versionId}.`);
  return version;
}
