import { type ContentModel, type CustomTypeModelField, documentFields } from '@society/content-model';
import { z } from 'zod';
import { scalarFieldSchema } from './field-schemas.ts';
import { richTextSchema } from './rich-text-schema.ts';

type Fields = Readonly<Record<string, CustomTypeModelField>>;

/** Thrown while reading a model that uses something this service cannot check: a developer's mistake. */
export class UncheckableModelError extends Error {}

const fieldsObject = (model: ContentModel, fields: Fields | undefined, where: string) =>
  z.strictObject(
    Object.fromEntries(
      Object.entries(fields ?? {}).map(([name, field]) => [
        name,
        fieldSchema(model, field, `${where}.${name}`).optional(),
      ]),
    ),
  );

/** What a refused value is told: unknown keys by name, anything else in zod's or our words. */
export const issueMessage = (issue: z.core.$ZodIssue): string =>
  issue.code === 'unrecognized_keys' ? `has no field ${issue.keys.join(', ')}` : issue.message;

function sliceZone(model: ContentModel, choices: Record<string, { type: string }>, where: string): z.ZodType {
  const slices = new Map(
    Object.entries(choices).map(([id, choice]) => {
      const shared = model.sharedSlices.find((slice) => slice.id === id);
      if (choice.type !== 'SharedSlice' || !shared)
        throw new UncheckableModelError(`${where} offers ${id}, which is not a shared slice of the model.`);
      const variations = new Map(
        shared.variations.map((variation) => [
          variation.id,
          z.looseObject({
            primary: fieldsObject(model, variation.primary, `${id}.${variation.id}.primary`).optional(),
            items: z.array(fieldsObject(model, variation.items, `${id}.${variation.id}.items`)).optional(),
          }),
        ]),
      );
      return [id, variations] as const;
    }),
  );
  const ids = [...slices.keys()];
  // The slice type and variation pick the one schema to check against, so a problem is reported
  // where it is, never as every alternative failing.
  const slice = z
    .looseObject({
      slice_type: z
        .string()
        .refine((id) => slices.has(id), `is not a slice this zone allows (${ids.join(', ')})`),
      variation: z.string().optional(),
    })
    .superRefine((value, ctx) => {
      const variations = slices.get(value.slice_type);
      if (!variations) return;
      // A slice without `variation` is its first one, as for slices written before variations existed.
      const variationId = value.variation ?? [...variations.keys()][0]!;
      const schema = variations.get(variationId);
      if (!schema) {
        const known = [...variations.keys()].join(', ');
        ctx.addIssue({
          code: 'custom',
          path: ['variation'],
          message: `is not a variation of ${value.slice_type} (${known})`,
        });
        return;
      }
      const result = schema.safeParse(value);
      for (const issue of result.error?.issues ?? [])
        ctx.addIssue({ code: 'custom', path: issue.path, message: issueMessage(issue) });
    });
  return z.array(slice).nullable();
}

function fieldSchema(model: ContentModel, field: CustomTypeModelField, where: string): z.ZodType {
  if (field.type === 'StructuredText') return richTextSchema(field.config);
  if (field.type === 'Group')
    return z.array(fieldsObject(model, field.config?.fields as Fields | undefined, where)).nullable();
  if (field.type === 'Slices') return sliceZone(model, field.config?.choices ?? {}, where);
  const scalar = scalarFieldSchema(field);
  if (!scalar)
    throw new UncheckableModelError(`${where} is a ${field.type} field, which this service cannot check.`);
  return scalar;
}

const cache = new WeakMap<ContentModel, Map<string, z.ZodType | null>>();

/**
 * The schema of a type's `data` under a model: its fields from every tab, nothing else (a missing
 * field is an empty one). Null for a type the model does not have. Built once per model and type.
 */
export function documentDataSchema(model: ContentModel, type: string): z.ZodType | null {
  let byType = cache.get(model);
  if (!byType) {
    byType = new Map();
    cache.set(model, byType);
  }
  if (!byType.has(type)) {
    const custom = model.customTypes.find((candidate) => candidate.id === type);
    byType.set(type, custom ? fieldsObject(model, documentFields(custom), type) : null);
  }
  return byType.get(type) ?? null;
}
