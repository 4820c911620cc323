import { z } from 'zod';
import type { SimpleFieldModel } from './content-model.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\+0000$/;

/** A calendar day that exists (no 31 April) and a time within the day. */
function realInstant(match: RegExpExecArray | null): boolean {
  if (!match) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

const date = z
  .string()
  .refine((text) => realInstant(DATE.exec(text)), 'must be a Date as YYYY-MM-DD')
  .nullable();
const timestamp = z
  .string()
  .refine((text) => realInstant(TIMESTAMP.exec(text)), 'must be a Timestamp as YYYY-MM-DDTHH:mm:ss+0000')
  .nullable();

const span = z.looseObject({
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  type: z.string(),
});
const block = z.looseObject({
  type: z.string(),
  text: z.string().optional(),
  spans: z.array(span).optional(),
});
/** Title and Rich Text: blocks (`[]` when empty; null is read as empty too). */
const richText = z.array(block).nullable();

const link = z
  .looseObject({
    link_type: z.enum(['Any', 'Document', 'Web', 'Media']),
    id: z.string().optional(),
    url: z.string().optional(),
  })
  .refine((value) => value.link_type !== 'Document' || value.id, {
    message: 'a Document link needs the id of the document',
    path: ['id'],
  })
  .refine((value) => value.link_type !== 'Web' || value.url, {
    message: 'a Web link needs its url',
    path: ['url'],
  })
  .nullable();

const image = z
  .looseObject({
    url: z.string().optional(),
    alt: z.string().nullish(),
    dimensions: z.object({ width: z.number(), height: z.number() }).optional(),
  })
  .nullable();

const geoPoint = z
  .union([
    z.strictObject({}),
    z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  ])
  .nullable();

const schemas = {
  Title: richText,
  'Rich Text': richText,
  'Key Text': z.string().nullable(),
  Select: z.string().nullable(),
  Number: z.number().nullable(),
  Boolean: z.boolean().nullable(),
  Date: date,
  Timestamp: timestamp,
  GeoPoint: geoPoint,
  Image: image,
  Link: link,
  Color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a Color as #rrggbb')
    .nullable(),
  Embed: z.looseObject({}).nullable(),
} as const;

/** The value a field of this kind may hold, in the API's format; a missing field is an empty one. */
export function fieldSchema(field: SimpleFieldModel): z.ZodType {
  if (typeof field === 'string') return schemas[field].optional();
  const options = field.Select;
  return z
    .string()
    .refine((value) => options.includes(value), `must be one of: ${options.join(', ')}`)
    .nullable()
    .optional();
}
