import type { CustomTypeModelField } from '@society/content-model';
import { z } from 'zod';

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

type LinkSelect = 'document' | 'media' | 'web' | null | undefined;
const LINK_TYPE_OF = { document: 'Document', media: 'Media', web: 'Web' } as const;

/** A link in the API's shape; `select` narrows it to one kind (an empty link, `Any`, always fits). */
export function linkSchema(select: LinkSelect) {
  const allowed = select ? ['Any', LINK_TYPE_OF[select]] : ['Any', 'Document', 'Web', 'Media'];
  return z
    .looseObject({
      link_type: z
        .string()
        .refine(
          (type) => allowed.includes(type),
          select
            ? `must be a link to ${select === 'web' ? 'the web' : `a ${select}`}`
            : 'is not a kind of link',
        ),
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
    .refine((value) => value.link_type !== 'Media' || value.url || value.id, {
      message: 'a Media link needs the file’s url',
      path: ['url'],
    });
}

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

function numberSchema(config: { min?: number | string | null; max?: number | string | null } | undefined) {
  let schema = z.number();
  const min = config?.min == null ? null : Number(config.min);
  const max = config?.max == null ? null : Number(config.max);
  if (min !== null) schema = schema.min(min, `must be at least ${min}`);
  if (max !== null) schema = schema.max(max, `must be at most ${max}`);
  return schema.nullable();
}

function selectSchema(options: readonly (string | number | boolean)[]) {
  return z
    .union([z.string(), z.number(), z.boolean()])
    .refine((value) => options.includes(value), `must be one of: ${options.join(', ')}`)
    .nullable();
}

/**
 * The value a field that is neither a group, a slice zone nor rich text may hold, in the API's
 * format; `null` for a field kind this service cannot check (the caller refuses the model).
 */
export function scalarFieldSchema(field: CustomTypeModelField): z.ZodType | null {
  switch (field.type) {
    case 'Text':
      return z.string().nullable();
    case 'Select':
      return selectSchema(field.config?.options ?? []);
    case 'Number':
      return numberSchema(field.config);
    case 'Boolean':
      return z.boolean().nullable();
    case 'Date':
      return date;
    case 'Timestamp':
      return timestamp;
    case 'GeoPoint':
      return geoPoint;
    case 'Image':
      return image;
    case 'Link':
      return linkSchema(field.config?.select).nullable();
    case 'Color':
      return z
        .string()
        .regex(/^#[0-9a-fA-F]{6}$/, 'must be a Color as #rrggbb')
        .nullable();
    case 'Embed':
    case 'IntegrationFields':
      return z.looseObject({}).nullable();
    default:
      return null;
  }
}
