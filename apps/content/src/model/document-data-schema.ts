import { z } from 'zod';
import type { ContentModel, FieldModel, SimpleFieldModel } from './content-model.ts';
import { fieldSchema } from './field-schemas.ts';

const fieldsObject = (fields: Record<string, SimpleFieldModel>) =>
  z.strictObject(
    Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
  );

function sliceZone(model: ContentModel, allowed: string[]): z.ZodType {
  const slices = allowed.map((name) => {
    const slice = model.slices[name] ?? { primary: {}, items: {} };
    return z.looseObject({
      slice_type: z.literal(name),
      primary: fieldsObject(slice.primary).optional(),
      items: z.array(fieldsObject(slice.items)).optional(),
    });
  });
  const known = z.looseObject({ slice_type: z.enum(allowed as [string, ...string[]]) });
  // The slice type first, so an unknown slice is named as such rather than as every union branch failing.
  return z
    .array(known.pipe(z.union(slices)))
    .nullable()
    .optional();
}

function modelField(model: ContentModel, field: FieldModel): z.ZodType {
  if (typeof field === 'object' && 'Group' in field)
    return z.array(fieldsObject(field.Group)).nullable().optional();
  if (typeof field === 'object' && 'Slices' in field) return sliceZone(model, field.Slices);
  return fieldSchema(field);
}

const cache = new WeakMap<ContentModel, Map<string, z.ZodType | null>>();

/**
 * The schema of a type's `data` under a model: its fields and the common ones, nothing else. Null
 * for a type the model does not name. Built once per model and type.
 */
export function documentDataSchema(model: ContentModel, type: string): z.ZodType | null {
  let byType = cache.get(model);
  if (!byType) {
    byType = new Map();
    cache.set(model, byType);
  }
  if (!byType.has(type)) {
    const fields = model.types[type];
    const all = fields ? { ...model.common, ...fields } : null;
    byType.set(
      type,
      all &&
        z.strictObject(
          Object.fromEntries(Object.entries(all).map(([name, field]) => [name, modelField(model, field)])),
        ),
    );
  }
  return byType.get(type) ?? null;
}
