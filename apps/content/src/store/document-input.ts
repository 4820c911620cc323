import { z } from 'zod';

export const apiTimestamp = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})$/,
    'must be an ISO 8601 timestamp',
  );

/** A document as editors and import files give it: the API's shape, derived fields ignored. */
export const documentInputSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _'),
  uid: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-_]*$/, 'must be lowercase letters, digits, - and _')
    .max(200)
    .nullable()
    .default(null),
  type: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, 'must be lowercase letters, digits and _')
    .max(100),
  lang: z
    .string()
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/, 'must be a locale such as en-gb')
    .default('en-gb'),
  tags: z.array(z.string().min(1).max(100)).max(100).default([]),
  first_publication_date: apiTimestamp.nullish(),
  last_publication_date: apiTimestamp.nullish(),
  alternate_languages: z.array(z.object({ id: z.string() }).loose()).default([]),
  data: z.record(z.string(), z.unknown()).default({}),
});

export type DocumentInput = z.infer<typeof documentInputSchema>;

/** The part of a document that makes a version: what an edit changes. */
export const versionContent = (doc: DocumentInput) => ({ uid: doc.uid, tags: doc.tags, data: doc.data });
