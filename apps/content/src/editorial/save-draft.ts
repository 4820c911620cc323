import { type ContentModel, contentModel } from '@society/content-model';
import { drafts } from '@society/db/content-schema';
import { eq } from 'drizzle-orm';
import type { ContentDb, ContentTx } from '../store/content-db.ts';
import type { DocumentInput } from '../store/document-input.ts';
import { saveVersion } from '../store/save-version.ts';
import { type Actor, TOKEN_ACTOR } from './actor.ts';
import { assertDocumentsValid } from './check-documents.ts';
import { assertHeadIs } from './document-head.ts';
import { recordChanges } from './record-change.ts';

export async function saveDraftIn(tx: ContentTx, doc: DocumentInput): Promise<number> {
  const { versionId } = await saveVersion(tx, doc);
  await tx
    .insert(drafts)
    .values({ documentId: doc.id, versionId })
    .onConflictDoUpdate({ target: drafts.documentId, set: { versionId, updatedAt: new Date() } });
  return versionId;
}

export type SaveDraftOptions = {
  actor?: Actor;
  /**
   * The version the editor started from (null for a new document). When given, a save on top of
   * someone else's later save is refused (409) instead of overwriting it.
   */
  baseVersionId?: number | null;
  /** Recorded as a restore of this version rather than a plain save. */
  restoredFrom?: number;
  /** What the document is checked against (null: stored as given). */
  model?: ContentModel | null;
};

/** Creates or replaces the pending edit of a document (422 if it does not fit its type); published content is unchanged. */
export const saveDraft = (db: ContentDb, doc: DocumentInput, options: SaveDraftOptions = {}) =>
  db.transaction(async (tx) => {
    assertDocumentsValid(options.model === undefined ? contentModel : options.model, [{ doc }]);
    if (options.baseVersionId !== undefined) await assertHeadIs(tx, doc.id, options.baseVersionId);
    const versionId = await saveDraftIn(tx, doc);
    const restored = options.restoredFrom !== undefined;
    await recordChanges(tx, options.actor ?? TOKEN_ACTOR, [
      {
        documentId: doc.id,
        versionId,
        action: restored ? 'restored' : 'saved',
        detail: restored ? `version ${options.restoredFrom}` : null,
      },
    ]);
    return versionId;
  });

export async function discardDraft(db: ContentDb, documentId: string, actor: Actor = TOKEN_ACTOR) {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(drafts).where(eq(drafts.documentId, documentId)).returning();
    if (removed.length > 0) await recordChanges(tx, actor, [{ documentId, action: 'discarded' }]);
    return removed.length > 0;
  });
}
