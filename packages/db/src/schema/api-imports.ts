import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './api.ts';
import { collections } from './api-collections.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export type ImportProgressValue = { phase: string; done: number; total: number | null; warnings: number };
export type ImportWarningValue = { line: number | null; message: string; more?: number };

/**
 * One upload staff sent for import (GEDCOM, record-set CSV, name index, image): the job's state
 * as pg-boss runs it, and afterwards its history (who, when, which file, counts, warnings). The
 * uploaded file waits in the api's spool folder (`spool_path`) until the job has finished, so a
 * job interrupted by a restart can run again from the start (its transaction rolled back).
 * The rows an import added carry its id (`records.import_id`, `images.import_id`), so removing an
 * import removes them; a family tree's people belong to its latest GEDCOM import.
 */
export const collectionImports = pgTable(
  'collection_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['records', 'index', 'gedcom', 'variants', 'places', 'images'] }).notNull(),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    collectionUid: text('collection_uid'),
    /** The import created its collection: removing it removes the collection once nothing else is in it. */
    createdCollection: text('created_collection', { enum: ['yes', 'no', 'unknown'] })
      .notNull()
      .default('unknown'),
    fileName: text('file_name').notNull(),
    fileBytes: bigint('file_bytes', { mode: 'number' }).notNull().default(0),
    spoolPath: text('spool_path'),
    /** The import's request as validated (title, access, mapping, submitter…), replayed by the job. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed', 'removed'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    progress: jsonb('progress')
      .$type<ImportProgressValue>()
      .notNull()
      .default({ phase: 'Waiting', done: 0, total: null, warnings: 0 }),
    records: integer('records').notNull().default(0),
    people: integer('people').notNull().default(0),
    families: integer('families').notNull().default(0),
    nameOccurrences: integer('name_occurrences').notNull().default(0),
    images: integer('images').notNull().default(0),
    warningCount: integer('warning_count').notNull().default(0),
    warnings: jsonb('warnings').$type<ImportWarningValue[]>().notNull().default([]),
    error: text('error'),
    startedBy: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedByEmail: text('started_by_email').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('collection_imports_created_idx').on(t.createdAt),
    index('collection_imports_collection_idx').on(t.collectionId),
    index('collection_imports_unfinished_idx').on(t.status).where(sql`${t.status} IN ('queued', 'running')`),
    check('collection_imports_counts', sql`${t.attempts} >= 0 AND ${t.fileBytes} >= 0`),
  ],
);

export const importsSchema = { collectionImports };
