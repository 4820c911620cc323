import { type ContentModel, contentModel } from '@society/content-model';
import { releaseDocuments, releases } from '@society/db/content-schema';
import { and, eq } from 'drizzle-orm';
import { parseDateValue } from '../query/dates.ts';
import type { ContentDb, ContentTx } from '../store/content-db.ts';
import type { DocumentInput } from '../store/document-input.ts';
import { EditorialError } from '../store/editorial-error.ts';
import { newId } from '../store/ids.ts';
import { type Publication, publishVersions } from '../store/publish-versions.ts';
import { saveVersion } from '../store/save-version.ts';
import { type Actor, TOKEN_ACTOR } from './actor.ts';
import { assertDocumentsValid, assertVersionsValid } from './check-documents.ts';
import { recordChanges } from './record-change.ts';
import type { ReleaseInfo } from './repository-bundle.ts';

async function openRelease(tx: ContentTx, releaseId: string) {
  const [release] = await tx.select().from(releases).where(eq(releases.id, releaseId)).for('update');
  if (release?.status !== 'open') throw new EditorialError('not_found', `No open release ${releaseId}.`);
  return release;
}

/** Creates a release, or updates its label and schedule. */
export async function upsertRelease(db: ContentDb | ContentTx, info: ReleaseInfo) {
  const ms = info.scheduledAt ? parseDateValue(info.scheduledAt) : null;
  const scheduledAt = ms === null ? null : new Date(ms);
  const [row] = await db
    .insert(releases)
    .values({ id: info.id, label: info.label, scheduledAt, token: newId() })
    .onConflictDoUpdate({ target: releases.id, set: { label: info.label, scheduledAt } })
    .returning();
  return row!;
}

/** Puts a document version into a release; the release's refs change so caches stay correct. */
export async function putReleaseDocumentIn(
  tx: ContentTx,
  releaseId: string,
  doc: DocumentInput,
): Promise<void> {
  await openRelease(tx, releaseId);
  const { versionId } = await saveVersion(tx, doc);
  await tx
    .insert(releaseDocuments)
    .values({ releaseId, documentId: doc.id, versionId })
    .onConflictDoUpdate({
      target: [releaseDocuments.releaseId, releaseDocuments.documentId],
      set: { versionId },
    });
  await tx.update(releases).set({ token: newId() }).where(eq(releases.id, releaseId));
}

export const putReleaseDocument = (
  db: ContentDb,
  releaseId: string,
  doc: DocumentInput,
  actor: Actor = TOKEN_ACTOR,
  model: ContentModel | null = contentModel,
) =>
  db.transaction(async (tx) => {
    assertDocumentsValid(model, [{ doc }]);
    await putReleaseDocumentIn(tx, releaseId, doc);
    await recordChanges(tx, actor, [
      { documentId: doc.id, action: 'scheduled', detail: `release ${releaseId}` },
    ]);
  });

export async function removeReleaseDocument(
  db: ContentDb,
  releaseId: string,
  documentId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await openRelease(tx, releaseId);
    const removed = await tx
      .delete(releaseDocuments)
      .where(and(eq(releaseDocuments.releaseId, releaseId), eq(releaseDocuments.documentId, documentId)))
      .returning();
    if (removed.length === 0)
      throw new EditorialError('not_found', `Release ${releaseId} has no ${documentId}.`);
    await tx.update(releases).set({ token: newId() }).where(eq(releases.id, releaseId));
  });
}

/** Publishes every document of a release at once; its refs then answer 410 (expired). */
export async function publishRelease(
  db: ContentDb,
  releaseId: string,
  actor: Actor = TOKEN_ACTOR,
  model: ContentModel | null = contentModel,
): Promise<Publication | null> {
  return db.transaction(async (tx) => {
    const release = await openRelease(tx, releaseId);
    const items = await tx.select().from(releaseDocuments).where(eq(releaseDocuments.releaseId, releaseId));
    await assertVersionsValid(
      tx,
      items.map((item) => item.versionId),
      model,
    );
    const publication = await publishVersions(tx, items, { note: `release ${releaseId}` });
    await tx.update(releases).set({ status: 'published' }).where(eq(releases.id, releaseId));
    await recordChanges(
      tx,
      actor,
      items.map((item) => ({
        documentId: item.documentId,
        versionId: item.versionId,
        action: 'released',
        detail: `release "${release.label}"`,
      })),
    );
    return publication;
  });
}

export async function discardRelease(db: ContentDb, releaseId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await openRelease(tx, releaseId);
    await tx.update(releases).set({ status: 'discarded' }).where(eq(releases.id, releaseId));
  });
}
