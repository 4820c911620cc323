import type { ImportJob } from '@society/contract/staff-imports';
import { collections } from '@society/db/api-collections-schema';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../../api-db.ts';
import { type AuditActor, recordAudit } from '../../../audit/record-audit.ts';
import { HttpError } from '../../../http/http-error.ts';
import { MappingFileError } from '../column-mapping.ts';
import {
  type ImportRequest,
  importRequestSchema,
  prepareImport,
  resolveSubmitter,
  UnknownSubmitterError,
} from '../run-import.ts';
import { failImport, insertImport, toImportJob } from './import-job-store.ts';
import type { ImportQueue } from './import-queue.ts';
import { removeSpooled, spoolUpload } from './import-spool.ts';

/** The collection kind each upload kind loads into (variants and places have none). */
const COLLECTION_KINDS = { records: 'record_set', index: 'index', gedcom: 'family_tree' } as const;

const imageRequestSchema = z.object({
  kind: z.literal('images'),
  collection: z.string({ error: 'an image needs the uid of the collection it belongs to' }),
  title: z.string().trim().max(200).optional(),
  access: z.enum(['public', 'members']).default('public'),
});

export type StaffUpload = {
  query: Record<string, unknown>;
  fileName: string;
  body: NodeJS.ReadableStream;
};

const validation = (issues: z.core.$ZodIssue[]) =>
  HttpError.validation(
    Object.fromEntries(issues.map((issue) => [issue.path.join('.') || 'kind', [issue.message]])),
  );

/**
 * Checks an upload's request before reading the file (a bad mapping, an unknown submitter or a
 * collection of another kind is refused at once), spools the file, records the import and its
 * audit entry in one transaction, then queues its job. Answers the queued import.
 */
export async function submitImport(
  db: ApiDb,
  deps: { importsDir: string; queue: ImportQueue },
  actor: AuditActor & { id: number },
  upload: StaffUpload,
): Promise<ImportJob> {
  const { request, collectionId, submittedBy } = await checkRequest(db, upload.query);
  const spooled = await spoolUpload(deps.importsDir, upload.body);
  const uid = request.collection ?? null;
  let row: Awaited<ReturnType<typeof insertImport>>;
  try {
    row = await db.transaction(async (tx) => {
      const inserted = await insertImport(tx, {
        kind: request.kind,
        collectionId,
        collectionUid: uid,
        createdCollection: uid === null ? 'no' : collectionId === null ? 'yes' : 'no',
        fileName: upload.fileName,
        fileBytes: spooled.bytes,
        spoolPath: spooled.path,
        request: { ...request, ...(submittedBy !== undefined ? { submittedBy } : {}) },
        startedBy: actor.id,
        startedByEmail: actor.email,
      });
      await recordAudit(tx, actor, {
        action: 'import.uploaded',
        subjectType: 'import',
        subjectId: inserted.id,
        summary: `Uploaded ${upload.fileName} (${request.kind}) for ${uid ?? 'the shared lists'}`,
      });
      return inserted;
    });
  } catch (error) {
    await removeSpooled(spooled.path);
    throw error;
  }
  try {
    await deps.queue.enqueue(row.id);
  } catch (error) {
    await failImport(db, row.id, 'The import could not be queued; upload the file again.');
    await removeSpooled(spooled.path);
    throw error;
  }
  return toImportJob(row);
}

type Checked = {
  request: ImportRequest | z.infer<typeof imageRequestSchema>;
  collectionId: number | null;
  submittedBy: number | undefined;
};

async function checkRequest(db: ApiDb, query: Record<string, unknown>): Promise<Checked> {
  if (query.kind === 'images') {
    const parsed = imageRequestSchema.safeParse(query);
    if (!parsed.success) throw validation(parsed.error.issues);
    const found = await findCollection(db, parsed.data.collection);
    if (!found)
      throw HttpError.validation({ collection: [`There is no collection "${parsed.data.collection}".`] });
    return { request: parsed.data, collectionId: found.id, submittedBy: undefined };
  }
  const parsed = importRequestSchema.safeParse(query);
  if (!parsed.success) throw validation(parsed.error.issues);
  const request = parsed.data;
  try {
    prepareImport(request);
  } catch (error) {
    if (error instanceof MappingFileError) throw HttpError.validation({ mapping: [error.message] });
    throw error;
  }
  let submittedBy: number | undefined;
  try {
    submittedBy = await resolveSubmitter(db, request);
  } catch (error) {
    if (error instanceof UnknownSubmitterError) throw HttpError.validation({ submitter: [error.message] });
    throw error;
  }
  if (request.kind === 'variants' || request.kind === 'places' || !request.collection)
    return { request, collectionId: null, submittedBy };
  const found = await findCollection(db, request.collection);
  const wanted = COLLECTION_KINDS[request.kind];
  if (found && found.kind !== wanted)
    throw new HttpError(
      409,
      `Collection "${request.collection}" already exists as ${found.kind}; it cannot take ${wanted} data.`,
    );
  return { request, collectionId: found?.id ?? null, submittedBy };
}

async function findCollection(db: ApiDb, uid: string) {
  const [row] = await db
    .select({ id: collections.id, kind: collections.kind })
    .from(collections)
    .where(eq(collections.uid, uid));
  return row ?? null;
}
