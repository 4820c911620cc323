import { type ContentModel, contentModel } from '@society/content-model';
import { drafts } from '@society/db/content-schema';
import { eq } from 'drizzle-orm';
import type { ContentDb, ContentTx } from '../store/content-db.ts';
import type { DocumentInput } from '../store/document-input.ts';
import { saveVersion } from '../store/save-version.ts';
import { assertDocumentsValid } from './check-documents.ts';

export async function saveDraftIn(tx: ContentTx, doc: DocumentInput): Promise<number> {
  const { versionId } = await saveVersion(tx, doc);
  await tx
    .insert(drafts)
    .values({ documentId: doc.id, versionId })
    .onConflictDoUpdate({ target: drafts.documentId, set: { versionId, updatedAt: new Date() } });
  return versionId;
}

/** Creates or replaces the pending edit of a document (422 if it does not fit its type); published content is unchanged. */
export const saveDraft = (db: ContentDb, doc: DocumentInput, model: ContentModel | null = contentModel) =>
  db.transaction(async (tx) => {
    assertDocumentsValid(model, [{ doc }]);
    return saveDraftIn(tx, doc);
  });

export async function discardDraft(db: ContentDb, documentId: string): Promise<boolean> {
  const removed = await db.delete(drafts).where(eq(drafts.documentId, documentId)).returning();
  return removed.length > 0;
}
