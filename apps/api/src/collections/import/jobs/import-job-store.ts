import type { ImportJob } from '@society/contract/staff-imports';
import { collectionImports } from '@society/db/api-imports-schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ApiDb, ApiTx } from '../../../api-db.ts';
import type { ImportProgress } from '../importer.ts';
import type { ImportSummary } from '../run-import.ts';

export type ImportRow = typeof collectionImports.$inferSelect;
export type NewImportRow = typeof collectionImports.$inferInsert;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A row as the wire contract shows it. */
export const toImportJob = (row: ImportRow): ImportJob => ({
  id: row.id,
  kind: row.kind,
  collection: row.collectionUid,
  fileName: row.fileName,
  fileBytes: row.fileBytes,
  status: row.status,
  attempts: row.attempts,
  progress: row.progress,
  records: row.records,
  people: row.people,
  families: row.families,
  nameOccurrences: row.nameOccurrences,
  images: row.images,
  warningCount: row.warningCount,
  warnings: row.warnings,
  error: row.error,
  startedBy: row.startedByEmail,
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
});

export async function insertImport(tx: ApiTx, values: NewImportRow): Promise<ImportRow> {
  const [row] = await tx.insert(collectionImports).values(values).returning();
  return row!;
}

/** The newest imports first (the history staff read). */
export const listImports = (db: ApiDb, limit = 200) =>
  db.select().from(collectionImports).orderBy(desc(collectionImports.id)).limit(limit);

export async function findImport(db: ApiDb | ApiTx, id: number): Promise<ImportRow | null> {
  const [row] = await db.select().from(collectionImports).where(eq(collectionImports.id, id));
  return row ?? null;
}

/** Takes a queued import for this worker; null when another worker has it or it is no longer queued. */
export async function claimImport(db: ApiDb, id: number): Promise<ImportRow | null> {
  const [row] = await db
    .update(collectionImports)
    .set({
      status: 'running',
      attempts: sql`${collectionImports.attempts} + 1`,
      startedAt: new Date(),
      progress: { phase: 'Starting', done: 0, total: null, warnings: 0 },
    })
    .where(and(eq(collectionImports.id, id), eq(collectionImports.status, 'queued')))
    .returning();
  return row ?? null;
}

export async function saveImportProgress(db: ApiDb, id: number, progress: ImportProgress): Promise<void> {
  await db
    .update(collectionImports)
    .set({ progress })
    .where(and(eq(collectionImports.id, id), eq(collectionImports.status, 'running')));
}

export async function finishImport(
  db: ApiDb,
  id: number,
  result: Pick<
    ImportSummary,
    'records' | 'people' | 'families' | 'nameOccurrences' | 'warnings' | 'warningCount'
  > & {
    images: number;
    collectionId: number | null;
  },
): Promise<void> {
  await db
    .update(collectionImports)
    .set({
      status: 'done',
      collectionId: result.collectionId,
      records: result.records,
      people: result.people,
      families: result.families,
      nameOccurrences: result.nameOccurrences,
      images: result.images,
      warnings: result.warnings,
      warningCount: result.warningCount,
      progress: { phase: 'Done', done: 1, total: 1, warnings: result.warningCount },
      spoolPath: null,
      finishedAt: new Date(),
    })
    .where(eq(collectionImports.id, id));
}

export async function failImport(db: ApiDb, id: number, message: string): Promise<void> {
  await db
    .update(collectionImports)
    .set({ status: 'failed', error: message, spoolPath: null, finishedAt: new Date() })
    .where(and(eq(collectionImports.id, id), sql`${collectionImports.status} IN ('queued', 'running')`));
}

/** Puts an interrupted import back in the queue; false when it was no longer running. */
export async function requeueImport(db: ApiDb, id: number): Promise<boolean> {
  const rows = await db
    .update(collectionImports)
    .set({
      status: 'queued',
      progress: { phase: 'Waiting to restart after the api stopped', done: 0, total: null, warnings: 0 },
    })
    .where(and(eq(collectionImports.id, id), eq(collectionImports.status, 'running')))
    .returning({ id: collectionImports.id });
  return rows.length > 0;
}

export const runningImports = (db: ApiDb) =>
  db
    .select({
      id: collectionImports.id,
      attempts: collectionImports.attempts,
      spoolPath: collectionImports.spoolPath,
    })
    .from(collectionImports)
    .where(eq(collectionImports.status, 'running'));

export const queuedImports = (db: ApiDb) =>
  db
    .select({ id: collectionImports.id })
    .from(collectionImports)
    .where(eq(collectionImports.status, 'queued'));
