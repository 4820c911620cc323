import { documentChanges, documents, drafts, publishedVersions } from '@society/db/content-schema';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ContentTx } from '../store/content-db.ts';
import { EditorialError } from '../store/editorial-error.ts';

/**
 * The version an editor works from: the draft when there is one, else what is live, else none
 * (a new document). The document's row is locked, so two saves of one document take turns.
 */
export async function lockDocumentHead(tx: ContentTx, documentId: string): Promise<number | null> {
  await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, documentId)).for('update');
  const [draft] = await tx.select().from(drafts).where(eq(drafts.documentId, documentId));
  if (draft) return draft.versionId;
  const [live] = await tx
    .select({ versionId: publishedVersions.versionId })
    .from(publishedVersions)
    .where(and(eq(publishedVersions.documentId, documentId), isNull(publishedVersions.toPublication)));
  return live?.versionId ?? null;
}

/**
 * Refuses (409) a save made from a version that is no longer the head: someone saved since the
 * editor opened the document. The answer names who, so the studio can say so.
 */
export async function assertHeadIs(
  tx: ContentTx,
  documentId: string,
  baseVersionId: number | null,
): Promise<void> {
  const head = await lockDocumentHead(tx, documentId);
  if (head === baseVersionId) return;
  const [last] = await tx
    .select()
    .from(documentChanges)
    .where(eq(documentChanges.documentId, documentId))
    .orderBy(desc(documentChanges.id))
    .limit(1);
  const who = last ? `${last.actorEmail} (${last.at.toISOString()})` : 'someone else';
  throw new EditorialError(
    'conflict',
    `This document was changed by ${who} after you opened it. Your changes were not saved.`,
    [],
    {
      currentVersionId: head,
      changedBy: last?.actorEmail ?? null,
      changedAt: last?.at.toISOString() ?? null,
    },
  );
}
