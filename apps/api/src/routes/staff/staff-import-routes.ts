import {
  importJobListSchema,
  importJobSchema,
  STAFF_IMPORT_KINDS,
  staffCollectionListSchema,
  staffCollectionSchema,
} from '@society/contract/staff-imports';
import type { FastifyInstance } from 'fastify';
import type { ApiServices } from '../../api-services.ts';
import { findImport, listImports, toImportJob } from '../../collections/import/jobs/import-job-store.ts';
import { removeImport } from '../../collections/import/jobs/remove-import.ts';
import { submitImport } from '../../collections/import/jobs/submit-import.ts';
import {
  type CollectionSettings,
  listStaffCollections,
  updateCollectionSettings,
} from '../../collections/staff/staff-collections.ts';
import { HttpError } from '../../http/http-error.ts';
import { requireUser } from '../../http/require-user.ts';
import { someChanges } from '../member/member-schemas.ts';
import { responseSchema } from '../records/response-schema.ts';

/** The upload's media types: the file as it is, never JSON or a form. */
export const IMPORT_CONTENT_TYPES = [
  'text/csv',
  'application/octet-stream',
  'application/x-gedcom',
  'image/jpeg',
  'image/png',
  'image/tiff',
  'image/webp',
];

const job = responseSchema(importJobSchema);
const importIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;
const slug = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } as const;

/** An import's id from the path; anything but a positive number is an import that does not exist. */
const importId = (value: string): number => {
  const id = /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw HttpError.notFound();
  return id;
};

/**
 * `POST /api/staff/imports?kind=…`: the file is the request body, streamed to the spool folder as
 * it arrives (never buffered, whatever its size); the answer (202) is the queued import, whose job
 * runs in pg-boss. `GET /api/staff/imports[/{id}]` shows the history and progress, `DELETE` removes
 * an import's rows. Collection settings (title, access, hidden or published) beside them.
 * Registered behind the `staff` scope check.
 */
export default async function staffImportRoutes(
  app: FastifyInstance,
  { services }: { services: ApiServices },
) {
  const { db, config } = services;
  const actor = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { id: user.id, email: user.email };
  };
  app.addContentTypeParser(IMPORT_CONTENT_TYPES, (_request, payload, done) => done(null, payload));

  app.post<{ Querystring: Record<string, string> }>(
    '/api/staff/imports',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['kind'],
          properties: {
            kind: { type: 'string', enum: [...STAFF_IMPORT_KINDS] },
            collection: { type: 'string', maxLength: 100 },
            title: { type: 'string', maxLength: 200 },
            access: { type: 'string', enum: ['public', 'members'] },
            mapping: { type: 'string', maxLength: 20_000 },
            nameKind: { type: 'string', enum: ['forename', 'surname'] },
            submitter: { type: 'string', maxLength: 254 },
            fileName: { type: 'string', maxLength: 255 },
          },
        },
        response: { 202: job },
      },
    },
    async (request, reply) => {
      const who = actor(request);
      const body = request.body as NodeJS.ReadableStream | undefined;
      if (!body || typeof (body as { pipe?: unknown }).pipe !== 'function')
        throw new HttpError(
          415,
          `Send the file as the body with Content-Type ${IMPORT_CONTENT_TYPES.join(', ')}.`,
        );
      const { fileName, ...query } = request.query;
      const queued = await submitImport(
        db,
        { importsDir: config.IMPORTS_DIR, queue: services.importQueue },
        who,
        { query, fileName: fileName?.trim() || `${query.kind ?? 'upload'} upload`, body },
      );
      return reply.code(202).send(queued);
    },
  );

  app.get(
    '/api/staff/imports',
    { schema: { response: { 200: responseSchema(importJobListSchema) } } },
    async () => ({ data: (await listImports(db)).map(toImportJob) }),
  );

  app.get<{ Params: { id: string } }>(
    '/api/staff/imports/:id',
    { schema: { params: importIdParams, response: { 200: job } } },
    async (request) => {
      const found = await findImport(db, importId(request.params.id));
      if (!found) throw HttpError.notFound();
      return toImportJob(found);
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/api/staff/imports/:id',
    { schema: { params: importIdParams, response: { 200: job } } },
    async (request) => removeImport(db, config.IMAGES_DIR, actor(request), importId(request.params.id)),
  );

  app.get(
    '/api/staff/collections',
    { schema: { response: { 200: responseSchema(staffCollectionListSchema) } } },
    async () => ({ data: await listStaffCollections(db) }),
  );

  app.patch<{ Params: { uid: string }; Body: CollectionSettings }>(
    '/api/staff/collections/:uid',
    {
      schema: {
        params: { type: 'object', required: ['uid'], properties: { uid: slug } },
        body: {
          type: 'object',
          minProperties: 1,
          additionalProperties: false,
          properties: {
            title: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' },
            access: { type: 'string', enum: ['public', 'members'] },
            state: { type: 'string', enum: ['hidden', 'published'] },
          },
        },
        response: { 200: responseSchema(staffCollectionSchema) },
      },
    },
    async (request) => {
      const change = someChanges(request.body);
      return updateCollectionSettings(db, actor(request), request.params.uid, {
        ...change,
        ...(change.title !== undefined ? { title: change.title.trim() } : {}),
      });
    },
  );
}
