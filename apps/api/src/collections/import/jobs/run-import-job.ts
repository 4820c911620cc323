import { createReadStream, existsSync } from 'node:fs';
import { Transform } from 'node:stream';
import type { ApiDb } from '../../../api-db.ts';
import { storeImage } from '../../images/store-image.ts';
import { CollectionKindMismatchError } from '../collection-load.ts';
import { MappingFileError } from '../column-mapping.ts';
import { TreeTargetError } from '../gedcom/open-tree-collection.ts';
import type { ImportProgress } from '../importer.ts';
import { RefusedImportError } from '../refused-import-error.ts';
import { type ImportRequest, importRequestSchema, runImport } from '../run-import.ts';
import { earlierAttempt } from './earlier-attempt.ts';
import {
  claimImport,
  failImport,
  finishImport,
  type ImportRow,
  saveImportProgress,
} from './import-job-store.ts';
import { removeSpooled } from './import-spool.ts';

/** Advisory-lock class of a running import: held by the worker's session, freed if the process dies. */
export const IMPORT_LOCK_CLASS = 71_901;
const PROGRESS_EVERY_MS = 250;

export type ImportJobDeps = { db: ApiDb; imagesDir: string; log: (error: unknown) => void };

/**
 * What staff read of a failure: errors that describe the file or the request as they are (and
 * nothing is logged); anything else as a plain sentence, logged for the operator.
 */
function failureText(error: unknown): { message: string; expected: boolean } {
  if (
    error instanceof RefusedImportError ||
    error instanceof CollectionKindMismatchError ||
    error instanceof TreeTargetError ||
    error instanceof MappingFileError
  )
    return { message: error.message, expected: true };
  // sharp's words for a file it cannot decode.
  if (
    error instanceof Error &&
    /^Input (file|buffer) (contains unsupported|is missing|has corrupt)/.test(error.message)
  )
    return { message: 'The file is not an image this site can read.', expected: true };
  return { message: 'The import failed; nothing was stored.', expected: false };
}

/**
 * Runs one queued upload: claims its row (a second delivery of the same job finds it taken and
 * does nothing), holds an advisory lock while it works so a sweep can tell a dead worker's import
 * from a live one, reads the spooled file into the importer, and records the outcome. The import's
 * rows are written in one transaction, so an interrupted run leaves nothing behind; one stopped
 * after that commit but before its outcome was recorded is finished from what it stored
 * (`earlierAttempt`), not run twice.
 */
export async function runImportJob(deps: ImportJobDeps, importId: number): Promise<void> {
  const { db } = deps;
  const lock = await db.$client.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1, $2)', [IMPORT_LOCK_CLASS, importId]);
    const row = await claimImport(db, importId);
    if (!row) return;
    try {
      const counts = (await earlierAttempt(db, deps.imagesDir, row)) ?? (await importFile(deps, row));
      await finishImport(db, row.id, counts);
    } catch (error) {
      const { message, expected } = failureText(error);
      if (!expected) deps.log(error);
      await failImport(db, row.id, message);
    }
    await removeSpooled(row.spoolPath);
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1, $2)', [IMPORT_LOCK_CLASS, importId]).catch(() => {});
    lock.release();
  }
}

async function importFile(deps: ImportJobDeps, row: ImportRow) {
  const { db } = deps;
  if (!row.spoolPath || !existsSync(row.spoolPath))
    throw new RefusedImportError('The uploaded file is no longer on the server; upload it again.');
  let last = 0;
  let read = 0;
  let latest: ImportProgress = { phase: 'Reading', done: 0, total: row.fileBytes, warnings: 0 };
  const report = (progress: ImportProgress) => {
    latest = progress;
    const now = Date.now();
    if (now - last < PROGRESS_EVERY_MS) return;
    last = now;
    void saveImportProgress(db, row.id, progress).catch(() => {});
  };
  if (row.kind === 'images') {
    report({ phase: 'Tiling the image', done: 0, total: 1, warnings: 0 });
    const request = row.request as { access?: 'public' | 'members'; title?: string };
    await storeImage(db, deps.imagesDir, {
      collectionId: row.collectionId!,
      recordId: null,
      side: 'page',
      access: request.access ?? 'public',
      title: request.title ?? row.fileName,
      image: row.spoolPath,
      importId: row.id,
    });
    return empty(row.collectionId, { images: 1 });
  }
  // The file's bytes read are the progress while the importer reports rows by its own phases.
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      read += chunk.length;
      report({ ...latest, phase: latest.phase, done: read, total: row.fileBytes });
      next(null, chunk);
    },
  });
  const input = createReadStream(row.spoolPath).pipe(counter);
  const request: ImportRequest = importRequestSchema.parse(row.request);
  const summary = await runImport(db, request, input, {
    onProgress: (progress) => report({ ...progress, done: read, total: row.fileBytes }),
    ...(row.startedBy !== null ? { submittedBy: submitterOf(row) } : {}),
    importId: row.id,
    hidden: true,
  });
  return { ...summary, images: 0 };
}

/** A tree's named submitter, else the staff member who uploaded it (they see what they uploaded). */
const submitterOf = (row: ImportRow): number =>
  typeof row.request.submittedBy === 'number' ? row.request.submittedBy : row.startedBy!;

const empty = (collectionId: number | null, counts: { images: number }) => ({
  collectionId,
  records: 0,
  people: 0,
  families: 0,
  nameOccurrences: 0,
  warnings: [],
  warningCount: 0,
  ...counts,
});
