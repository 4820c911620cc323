import type { Readable } from 'node:stream';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import { type ColumnMapping, parseColumnMapping } from './column-mapping.ts';
import { importGedcom } from './gedcom/import-gedcom.ts';
import { importNameIndex } from './import-name-index.ts';
import { importNameVariants } from './import-name-variants.ts';
import { importPlaces } from './import-places.ts';
import { createRecordSetImporter } from './import-record-set.ts';
import type { Importer, ImportProgress, ImportTarget, ImportWarning } from './importer.ts';

/** What `npm run import` and `POST /api/staff/imports` can load. */
export const IMPORT_KINDS = ['records', 'index', 'gedcom', 'variants', 'places'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The collection an import goes into, as the CLI's options and the upload's query give it. */
export const importRequestSchema = z
  .object({
    kind: z.enum(IMPORT_KINDS),
    collection: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a slug: lower-case letters, digits and single hyphens')
      .optional(),
    title: z.string().trim().min(1).max(200).optional(),
    access: z.enum(['public', 'members']).default('public'),
    description: z.string().max(2_000).optional(),
    /** The column mapping's text (record sets only). */
    mapping: z.string().optional(),
    /** For variants files without a `kind` column. */
    nameKind: z.enum(['forename', 'surname']).default('forename'),
    /** A family tree's submitter, by the e-mail address of their account: they see its living people. */
    submitter: z.string().trim().max(254).email('must be the e-mail address of a user').optional(),
  })
  .superRefine((request, context) => {
    const needsCollection =
      request.kind === 'records' || request.kind === 'index' || request.kind === 'gedcom';
    if (needsCollection && !request.collection)
      context.addIssue({
        code: 'custom',
        path: ['collection'],
        message: `a ${request.kind} import needs a collection uid`,
      });
    if (request.submitter !== undefined && request.kind !== 'gedcom')
      context.addIssue({
        code: 'custom',
        path: ['submitter'],
        message: 'only a family tree (gedcom) has a submitter',
      });
    if (request.kind === 'records' && !request.mapping)
      context.addIssue({
        code: 'custom',
        path: ['mapping'],
        message: 'a records import needs a column mapping file',
      });
  });
export type ImportRequest = z.infer<typeof importRequestSchema>;

/** Every kind's answer in one shape (zero where a kind has nothing to count). */
export type ImportSummary = {
  kind: ImportKind;
  collectionId: number | null;
  records: number;
  people: number;
  families: number;
  nameOccurrences: number;
  variantGroups: number;
  places: number;
  warnings: ImportWarning[];
  warningCount: number;
};

const collectionKinds = { records: 'record_set', index: 'index', gedcom: 'family_tree' } as const;
const importers: Record<'index' | 'gedcom', Importer> = { index: importNameIndex, gedcom: importGedcom };

/** Validates the mapping first (a bad one is the caller's error, before any row is read). */
export function prepareImport(request: ImportRequest): { mapping: ColumnMapping | null } {
  return { mapping: request.mapping ? parseColumnMapping(request.mapping) : null };
}

export class UnknownSubmitterError extends Error {
  constructor(email: string) {
    super(`There is no user with the e-mail address ${email}.`);
    this.name = 'UnknownSubmitterError';
  }
}

/** The submitter's user id (undefined when none is named); an unknown address is the caller's error. */
export async function resolveSubmitter(db: ApiDb, request: ImportRequest): Promise<number | undefined> {
  if (request.submitter === undefined) return undefined;
  // Loaded when needed: the user module hashes its sign-in decoy with argon2 as it loads, which
  // the import CLI would otherwise pay on every start.
  const { findUserByEmail } = await import('../../users/user-repository.ts');
  const user = await findUserByEmail(db, request.submitter);
  if (!user) throw new UnknownSubmitterError(request.submitter);
  return user.id;
}

export async function runImport(
  db: ApiDb,
  request: ImportRequest,
  input: Readable,
  {
    onProgress,
    signal,
    submittedBy,
    importId,
    hidden,
  }: {
    onProgress?: (progress: ImportProgress) => void;
    signal?: AbortSignal;
    submittedBy?: number;
    /** A staff upload's id: its rows carry it, so removing the upload removes them. */
    importId?: number;
    /** A collection the import creates starts hidden. */
    hidden?: boolean;
  } = {},
): Promise<ImportSummary> {
  const empty = {
    collectionId: null,
    records: 0,
    people: 0,
    families: 0,
    nameOccurrences: 0,
    variantGroups: 0,
    places: 0,
  };
  const progress = onProgress ? { onProgress } : {};
  if (request.kind === 'variants') {
    const result = await importNameVariants(db, input, { defaultKind: request.nameKind, ...progress });
    return {
      kind: request.kind,
      ...empty,
      variantGroups: result.groups,
      warnings: result.warnings,
      warningCount: result.warningCount,
    };
  }
  if (request.kind === 'places') {
    const result = await importPlaces(db, input, progress);
    return {
      kind: request.kind,
      ...empty,
      places: result.places,
      warnings: result.warnings,
      warningCount: result.warningCount,
    };
  }
  const { mapping } = prepareImport(request);
  const importer: Importer =
    request.kind === 'records' && mapping
      ? createRecordSetImporter(mapping)
      : importers[request.kind === 'gedcom' ? 'gedcom' : 'index'];
  const uid = request.collection ?? '';
  const target: ImportTarget = {
    uid,
    kind: collectionKinds[request.kind],
    title: request.title ?? uid,
    access: request.access,
    ...(request.description ? { description: request.description } : {}),
    ...(submittedBy !== undefined ? { submittedBy } : {}),
    ...(importId !== undefined ? { importId } : {}),
    ...(hidden !== undefined ? { hidden } : {}),
  };
  const result = await importer(db, input, { target, ...progress, ...(signal ? { signal } : {}) });
  return { kind: request.kind, ...empty, ...result };
}
