import { rm } from 'node:fs/promises';
import type { ImportJob } from '@society/contract/staff-imports';
import { collectionImports } from '@society/db/api-imports-schema';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb, ApiTx } from '../../../api-db.ts';
import { type AuditActor, recordAudit } from '../../../audit/record-audit.ts';
import { HttpError } from '../../../http/http-error.ts';
import { imageFolder } from '../../images/store-image.ts';
import { refreshCollectionCounts } from '../../refresh-collection-counts.ts';
import { type ImportRow, toImportJob } from './import-job-store.ts';

const ids = z.array(z.object({ id: z.coerce.number().int() }));

/**
 * Removes what an import added, in one transaction with its audit entry: its records (their names
 * and images go with them), its images, and for a family tree its people and families when it is
 * the tree's latest import (a later GEDCOM import replaced the earlier ones). A collection the
 * import created goes too once nothing else is in it; otherwise its counts are refreshed. The
 * images' tile folders are deleted after the commit.
 */
export async function removeImport(
  db: ApiDb,
  imagesDir: string,
  actor: AuditActor,
  id: number,
): Promise<ImportJob> {
  const { row, imageIds } = await db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(collectionImports)
      .where(eq(collectionImports.id, id))
      .for('update');
    if (!found || found.status === 'removed') throw HttpError.notFound();
    if (found.status === 'queued' || found.status === 'running')
      throw new HttpError(409, 'This import is still running; remove it once it has finished.');
    if (found.status === 'done' && (found.kind === 'variants' || found.kind === 'places'))
      throw new HttpError(
        409,
        'A name variants or places import changed shared lists and cannot be removed.',
      );
    const imageIds = found.status === 'done' ? await removeRows(tx, found) : [];
    const [row] = await tx
      .update(collectionImports)
      .set({ status: 'removed' })
      .where(eq(collectionImports.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'import.removed',
      subjectType: 'import',
      subjectId: id,
      summary: `Removed import ${id} (${found.fileName}) from ${found.collectionUid ?? 'the shared lists'}`,
      before: { records: found.records, people: found.people, images: found.images },
      after: null,
    });
    return { row: row as ImportRow, imageIds };
  });
  await Promise.all(
    imageIds.map((imageId) => rm(imageFolder(imagesDir, imageId), { recursive: true, force: true })),
  );
  return toImportJob(row);
}

async function removeRows(tx: ApiTx, found: ImportRow): Promise<number[]> {
  const collectionId = found.collectionId;
  if (collectionId === null) return [];
  const images = ids.parse(
    (
      await tx.execute(sql`
        SELECT id FROM images WHERE import_id = ${found.id}
          OR record_id IN (SELECT id FROM records WHERE import_id = ${found.id})`)
    ).rows,
  );
  await tx.execute(sql`DELETE FROM images WHERE import_id = ${found.id}`);
  await tx.execute(sql`DELETE FROM records WHERE import_id = ${found.id}`);
  if (found.kind === 'gedcom' && (await isLatestTreeImport(tx, found))) {
    await tx.execute(sql`DELETE FROM families WHERE collection_id = ${collectionId}`);
    await tx.execute(sql`DELETE FROM tree_records WHERE collection_id = ${collectionId}`);
    await tx.execute(sql`DELETE FROM people WHERE collection_id = ${collectionId}`);
  }
  const left = await tx.execute(sql`
    SELECT EXISTS (SELECT 1 FROM records WHERE collection_id = ${collectionId})
        OR EXISTS (SELECT 1 FROM people WHERE collection_id = ${collectionId})
        OR EXISTS (SELECT 1 FROM images WHERE collection_id = ${collectionId}) AS busy`);
  if (found.createdCollection === 'yes' && !(left.rows[0] as { busy: boolean }).busy)
    await tx.execute(sql`DELETE FROM collections WHERE id = ${collectionId}`);
  else await refreshCollectionCounts(tx, collectionId);
  return images.map((image) => image.id);
}

async function isLatestTreeImport(tx: ApiTx, found: ImportRow): Promise<boolean> {
  const later = await tx.execute(sql`
    SELECT 1 FROM collection_imports
    WHERE collection_id = ${found.collectionId} AND kind = 'gedcom' AND status = 'done' AND id > ${found.id}`);
  return later.rows.length === 0;
}
