import { z } from 'zod';

/** What staff can upload for import (`POST /api/staff/imports?kind=…`). */
export const STAFF_IMPORT_KINDS = ['records', 'index', 'gedcom', 'variants', 'places', 'images'] as const;
export type StaffImportKind = (typeof STAFF_IMPORT_KINDS)[number];
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'removed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importWarningSchema = z.object({
  line: z.number().int().nullable(),
  message: z.string(),
  more: z.number().int().optional(),
});

/** One upload and its job: state while it runs, then its history (who, when, file, counts, warnings). */
export const importJobSchema = z.object({
  id: z.number().int(),
  kind: z.enum(STAFF_IMPORT_KINDS),
  collection: z.string().nullable(),
  fileName: z.string(),
  fileBytes: z.number().int(),
  status: z.enum(IMPORT_STATUSES),
  attempts: z.number().int(),
  progress: z.object({
    phase: z.string(),
    done: z.number().int(),
    total: z.number().int().nullable(),
    warnings: z.number().int(),
  }),
  records: z.number().int(),
  people: z.number().int(),
  families: z.number().int(),
  nameOccurrences: z.number().int(),
  images: z.number().int(),
  warningCount: z.number().int(),
  warnings: z.array(importWarningSchema),
  error: z.string().nullable(),
  startedBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;
export const importJobListSchema = z.object({ data: z.array(importJobSchema) });

export const COLLECTION_STATES = ['hidden', 'published'] as const;

/** A collection as staff manage it (`GET /api/staff/collections`). */
export const staffCollectionSchema = z.object({
  uid: z.string(),
  title: z.string(),
  kind: z.string(),
  access: z.enum(['public', 'members']),
  state: z.enum(COLLECTION_STATES),
  recordCount: z.number().int(),
  personCount: z.number().int(),
  imageCount: z.number().int(),
});
export type StaffCollection = z.infer<typeof staffCollectionSchema>;
export const staffCollectionListSchema = z.object({ data: z.array(staffCollectionSchema) });
