import { type ContentModel, contentModel } from '@society/content-model';
import { drafts } from '@society/db/content-schema';
import { inArray } from 'drizzle-orm';
import type { ContentDb } from '../store/content-db.ts';
import { EditorialError } from '../store/editorial-error.ts';
import { type Publication, publishVersions } from '../store/publish-versions.ts';
import { type Actor, TOKEN_ACTOR } from './actor.ts';
import { assertVersionsValid } from './check-documents.ts';
import { recordChanges } from './record-change.ts';

/** Publishes the drafts of `documentIds` (every draft when omitted) under a new master ref. */
export async function publishDrafts(
  db: ContentDb,
  documentIds?: string[],
  actor: Actor = TOKEN_ACTOR,
  model: ContentModel | null = contentModel,
): Promise<Publication | null> {
  return db.transaction(async (tx) => {
    const pending = await (documentIds
      ? tx.select().from(drafts).where(inArray(drafts.documentId, documentIds))
      : tx.select().from(drafts));
    const missing = documentIds?.filter((id) => !pending.some((draft) => draft.documentId === id)) ?? [];
    if (missing.length > 0) throw new EditorialError('not_found', `No draft for: ${missing.join(', ')}.`);
    await assertVersionsValid(
      tx,
      pending.map((draft) => draft.versionId),
      model,
    );
    const publication = await publishVersions(tx, pending, { note: 'publish drafts' });
    await recordChanges(
      tx,
      actor,
      pending.map((draft) => ({
        documentId: draft.documentId,
        versionId: draft.versionId,
        action: 'published',
      })),
    );
    if (pending.length > 0) {
      await tx.delete(drafts).where(
        inArray(
          drafts.documentId,
          pending.map((draft) => draft.documentId),
        ),
      );
    }
    return publication;
  });
}

/** Takes documents off the site under a new master ref; their history stays. */
export const unpublishDocuments = (db: ContentDb, documentIds: string[], actor: Actor = TOKEN_ACTOR) =>
  db.transaction(async (tx) => {
    const publication = await publishVersions(tx, [], { unpublish: documentIds, note: 'unpublish' });
    await recordChanges(
      tx,
      actor,
      (publication?.documentIds ?? []).map((documentId) => ({ documentId, action: 'unpublished' })),
    );
    return publication;
  });
