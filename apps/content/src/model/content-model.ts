import { z } from 'zod';

/** The kinds of field a document's `data` holds, as Prismic names them. */
export const FIELD_KINDS = [
  'Title',
  'Rich Text',
  'Key Text',
  'Select',
  'Number',
  'Boolean',
  'Date',
  'Timestamp',
  'GeoPoint',
  'Image',
  'Link',
  'Color',
  'Embed',
] as const;

const simpleField = z.union([
  z.enum(FIELD_KINDS),
  z.strictObject({ Select: z.array(z.string()).min(1) }).describe('a Select with its options'),
]);
const fieldModel = z.union([
  simpleField,
  z.strictObject({ Group: z.record(z.string(), simpleField) }),
  z.strictObject({ Slices: z.array(z.string()).min(1) }),
]);
const fieldsModel = z.record(z.string(), fieldModel);

/**
 * The repository's custom types, as Prismic keeps them: each type's fields by kind, the slices a
 * slice zone may hold, and fields every type has. Documents of a type it names are checked against
 * it when saved, published or imported; other types are stored as given.
 */
export const contentModelSchema = z
  .object({
    common: fieldsModel.default({}),
    types: z.record(z.string(), fieldsModel).default({}),
    slices: z
      .record(
        z.string(),
        z.strictObject({
          primary: z.record(z.string(), simpleField).default({}),
          items: z.record(z.string(), simpleField).default({}),
        }),
      )
      .default({}),
  })
  .superRefine((model, ctx) => {
    for (const [type, fields] of Object.entries(model.types))
      for (const [name, field] of Object.entries(fields))
        if (typeof field === 'object' && 'Slices' in field)
          for (const slice of field.Slices.filter((slice) => !model.slices[slice]))
            ctx.addIssue({
              code: 'custom',
              path: ['types', type, name],
              message: `names the slice ${slice}, which the model does not define`,
            });
  });

export type ContentModel = z.infer<typeof contentModelSchema>;
export type FieldModel = z.infer<typeof fieldModel>;
export type SimpleFieldModel = z.infer<typeof simpleField>;
