import { documents, documentVersions, publications, publishedVersions } from '@society/db/content-schema';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ContentTx } from './content-db.ts';
import { EditorialError } from './editorial-error.ts';
import { newId } from './ids.ts';

export type PublishItem = {
  documentId: string;
  versionId: number;
  firstPublicationDate?: Date | undefined;
  lastPublicationDate?: Date | undefined;
};

export type Publication = { ref: string; publicationId: number; documentIds: string[] };

export const PUBLISH_CHANNEL = 'content_published';
const PUBLISH_LOCK = 7_461_001;

async function liveRows(tx: ContentTx, documentIds: string[]) {
  if (documentIds.length === 0) return [];
  return tx
    .select({
      documentId: publishedVersions.documentId,
      fromPublication: publishedVersions.fromPublication,
      firstPublicationDate: publishedVersions.firstPublicationDate,
      hash: documentVersions.contentHash,
    })
    .from(publishedVersions)
    .innerJoin(documentVersions, eq(documentVersions.id, publishedVersions.versionId))
    .where(and(inArray(publishedVersions.documentId, documentIds), isNull(publishedVersions.toPublication)));
}

async function assertUniqueUids(tx: ContentTx, versionIds: number[], publishing: string[]) {
  const clashes = await tx.execute<{ uid: string; type: string; lang: string }>(sql`
    SELECT v.uid, d.type, d.lang FROM ${documentVersions} v JOIN ${documents} d ON d.id = v.document_id
    WHERE v.id IN ${versionIds} AND v.uid IS NOT NULL AND EXISTS (
      SELECT 1 FROM ${publishedVersions} p JOIN ${documentVersions} pv ON pv.id = p.version_id
      JOIN ${documents} pd ON pd.id = p.document_id
      WHERE p.to_publication IS NULL AND pv.uid = v.uid AND pd.type = d.type AND pd.lang = d.lang
        AND p.document_id <> d.id AND p.document_id NOT IN ${publishing})`);
  const clash = clashes.rows[0];
  if (clash) {
    throw new EditorialError(
      'conflict',
      `Another published ${clash.type} (${clash.lang}) already has the uid "${clash.uid}".`,
    );
  }
}

/**
 * Makes the given versions live (and `unpublish` documents not live) under a new master ref, in
 * one step. Versions equal to what is live already are skipped; returns null when nothing changes.
 */
export async function publishVersions(
  tx: ContentTx,
  items: PublishItem[],
  options: { unpublish?: string[]; note?: string } = {},
): Promise<Publication | null> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${PUBLISH_LOCK})`);
  const unpublish = options.unpublish ?? [];
  const live = new Map(
    (await liveRows(tx, [...items.map((i) => i.documentId), ...unpublish])).map((r) => [r.documentId, r]),
  );
  const hashes = new Map(
    items.length === 0
      ? []
      : (
          await tx
            .select({ id: documentVersions.id, hash: documentVersions.contentHash })
            .from(documentVersions)
            .where(
              inArray(
                documentVersions.id,
                items.map((i) => i.versionId),
              ),
            )
        ).map((r) => [r.id, r.hash]),
  );
  const changed = items.filter((item) => live.get(item.documentId)?.hash !== hashes.get(item.versionId));
  const removed = unpublish.filter((id) => live.has(id));
  if (changed.length === 0 && removed.length === 0) return null;
  if (changed.length > 0) {
    await assertUniqueUids(
      tx,
      changed.map((i) => i.versionId),
      changed.map((i) => i.documentId),
    );
  }

  const ref = newId();
  const [publication] = await tx.insert(publications).values({ ref, note: options.note }).returning();
  const publicationId = publication!.id;
  const ending = [...changed.map((i) => i.documentId), ...removed].filter((id) => live.has(id));
  if (ending.length > 0) {
    await tx
      .update(publishedVersions)
      .set({ toPublication: publicationId })
      .where(and(inArray(publishedVersions.documentId, ending), isNull(publishedVersions.toPublication)));
  }
  const now = publication!.publishedAt;
  if (changed.length > 0) {
    await tx.insert(publishedVersions).values(
      changed.map((item) => ({
        documentId: item.documentId,
        versionId: item.versionId,
        firstPublicationDate:
          item.firstPublicationDate ?? live.get(item.documentId)?.firstPublicationDate ?? now,
        lastPublicationDate: item.lastPublicationDate ?? now,
        fromPublication: publicationId,
      })),
    );
  }
  await tx.execute(sql`SELECT pg_notify(${PUBLISH_CHANNEL}, ${ref})`);
  return { ref, publicationId, documentIds: [...changed.map((i) => i.documentId), ...removed] };
}
