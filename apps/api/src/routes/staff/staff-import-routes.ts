import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { CollectionKindMismatchError } from '../../collections/import/collection-load.ts';
import { MappingFileError } from '../../collections/import/column-mapping.ts';
import { TreeTargetError } from '../../collections/import/gedcom/open-tree-collection.ts';
import { type ImportJob, ImportJobs } from '../../collections/import/import-jobs.ts';
import { RefusedImportError } from '../../collections/import/refused-import-error.ts';
import {
  IMPORT_KINDS,
  importRequestSchema,
  prepareImport,
  resolveSubmitter,
  runImport,
  UnknownSubmitterError,
} from '../../collections/import/run-import.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireUser } from '../../http/require-user.ts';

/** The upload's media types: the file as it is, never JSON or a form. */
export const IMPORT_CONTENT_TYPES = ['text/csv', 'application/octet-stream', 'application/x-gedcom'];

const progress = {
  type: 'object',
  properties: {
    phase: { type: 'string' },
    done: { type: 'integer' },
    total: { type: ['integer', 'null'] },
    warnings: { type: 'integer' },
  },
} as const;
const warning = {
  type: 'object',
  properties: {
    line: { type: ['integer', 'null'] },
    message: { type: 'string' },
    more: { type: 'integer' },
  },
} as const;
const job = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    kind: { type: 'string' },
    collection: { type: ['string', 'null'] },
    status: { type: 'string', enum: ['running', 'done', 'failed'] },
    bytesRead: { type: 'integer' },
    bytesTotal: { type: ['integer', 'null'] },
    progress,
    result: {
      type: ['object', 'null'],
      properties: {
        collectionId: { type: ['integer', 'null'] },
        records: { type: 'integer' },
        people: { type: 'integer' },
        families: { type: 'integer' },
        nameOccurrences: { type: 'integer' },
        variantGroups: { type: 'integer' },
        places: { type: 'integer' },
        warnings: { type: 'array', items: warning },
        warningCount: { type: 'integer' },
      },
    },
    error: { type: ['string', 'null'] },
    startedAt: { type: 'string' },
    finishedAt: { type: ['string', 'null'] },
  },
} as const;

type Query = {
  kind: string;
  collection?: string;
  title?: string;
  access?: string;
  mapping?: string;
  nameKind?: string;
  submitter?: string;
};

/**
 * `POST /api/staff/imports?kind=…`: the file is the request body, streamed into the importer as it
 * arrives (never buffered, whatever its size); the answer is the finished job. While it runs,
 * `GET /api/staff/imports` lists it with its progress and `GET /api/staff/imports/{id}` shows it.
 * Registered behind the `staff` scope check.
 */
export default async function staffImportRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const jobs = new ImportJobs();
  app.addContentTypeParser(IMPORT_CONTENT_TYPES, (_request, payload, done) => done(null, payload));

  app.post<{ Querystring: Query }>(
    '/api/staff/imports',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['kind'],
          properties: {
            kind: { type: 'string', enum: [...IMPORT_KINDS] },
            collection: { type: 'string', maxLength: 100 },
            title: { type: 'string', maxLength: 200 },
            access: { type: 'string', enum: ['public', 'members'] },
            mapping: { type: 'string', maxLength: 20_000 },
            nameKind: { type: 'string', enum: ['forename', 'surname'] },
            submitter: { type: 'string', maxLength: 254 },
          },
        },
        response: { 201: job },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const parsed = importRequestSchema.safeParse(request.query);
      if (!parsed.success)
        throw HttpError.validation(
          Object.fromEntries(
            parsed.error.issues.map((issue) => [issue.path.join('.') || 'kind', [issue.message]]),
          ),
        );
      try {
        prepareImport(parsed.data);
      } catch (error) {
        if (error instanceof MappingFileError) throw HttpError.validation({ mapping: [error.message] });
        throw error;
      }
      let submittedBy: number | undefined;
      try {
        submittedBy = await resolveSubmitter(services.db, parsed.data);
      } catch (error) {
        if (error instanceof UnknownSubmitterError)
          throw HttpError.validation({ submitter: [error.message] });
        throw error;
      }
      const body = request.body as NodeJS.ReadableStream | undefined;
      if (!body || typeof (body as { pipe?: unknown }).pipe !== 'function')
        throw new HttpError(
          415,
          `Send the file as the body with Content-Type ${IMPORT_CONTENT_TYPES.join(', ')}.`,
        );
      const length = Number(request.headers['content-length']);
      const current = jobs.start(
        {
          kind: parsed.data.kind,
          collection: parsed.data.collection ?? null,
          startedBy: user.id,
          bytesTotal: Number.isFinite(length) ? length : null,
        },
        new Date(services.clock()),
      );
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, next) {
          current.bytesRead += chunk.length;
          next(null, chunk);
        },
      });
      const upload = pipeline(body, counter);
      try {
        current.result = await runImport(services.db, parsed.data, counter, {
          onProgress: (value) => {
            current.progress = value;
          },
          ...(submittedBy !== undefined ? { submittedBy } : {}),
        });
        await upload;
        current.status = 'done';
      } catch (error) {
        current.status = 'failed';
        const conflict = error instanceof CollectionKindMismatchError || error instanceof TreeTargetError;
        const refused = error instanceof RefusedImportError;
        current.error =
          conflict || refused ? (error as Error).message : 'The import failed; nothing was stored.';
        upload.catch(() => {});
        if (conflict) throw new HttpError(409, current.error);
        if (refused) throw HttpError.validation({ file: [current.error] });
        throw error;
      } finally {
        current.finishedAt = new Date(services.clock()).toISOString();
      }
      return reply.code(201).send(current);
    },
  );

  app.get(
    '/api/staff/imports',
    {
      schema: { response: { 200: { type: 'object', properties: { data: { type: 'array', items: job } } } } },
    },
    async () => ({
      data: jobs.list(),
    }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/staff/imports/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'string', maxLength: 64 } }, required: ['id'] },
        response: { 200: job },
      },
    },
    async (request): Promise<ImportJob> => {
      const found = jobs.get(request.params.id);
      if (!found) throw HttpError.notFound();
      return found;
    },
  );
}
