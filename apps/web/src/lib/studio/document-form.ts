import type { CustomTypeModel, CustomTypeModelField, SharedSliceModel } from '@prismicio/client';

export type FormField = { id: string; field: CustomTypeModelField };
export type FormTab = { name: string; fields: FormField[] };

/** A custom type's form: its tabs in order, each with its fields (the uid is edited apart). */
export const formTabs = (model: CustomTypeModel): FormTab[] =>
  Object.entries(model.json).map(([name, fields]) => ({
    name,
    fields: Object.entries(fields)
      .filter(([, field]) => field.type !== 'UID')
      .map(([id, field]) => ({ id, field: field as CustomTypeModelField })),
  }));

type Config = { default_value?: unknown } | undefined;

/** A field's value in a new document, as Prismic's API shows an empty field. */
export function emptyValue(field: CustomTypeModelField): unknown {
  const config = (field as { config?: Config }).config;
  switch (field.type) {
    case 'StructuredText':
    case 'Group':
    case 'Slices':
      return [];
    case 'Image':
    case 'Embed':
    case 'GeoPoint':
      return {};
    case 'Link':
      return { link_type: 'Any' };
    case 'Boolean':
      return config?.default_value ?? false;
    case 'Select':
      return config?.default_value ?? null;
    default:
      return null;
  }
}

/** A new document's data: every field of every tab empty. */
export function emptyData(model: CustomTypeModel): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const tab of formTabs(model)) for (const { id, field } of tab.fields) data[id] = emptyValue(field);
  return data;
}

/** The fields of a map of models (a group's, a slice variation's), each empty. */
export const emptyFields = (fields: Record<string, CustomTypeModelField> | undefined) =>
  Object.fromEntries(Object.entries(fields ?? {}).map(([id, field]) => [id, emptyValue(field)]));

/** The shared slices a slice zone offers, in the model's order. */
export function sliceChoices(
  field: CustomTypeModelField,
  sharedSlices: readonly SharedSliceModel[],
): SharedSliceModel[] {
  if (field.type !== 'Slices') return [];
  const choices = Object.keys(field.config?.choices ?? {});
  return sharedSlices.filter((slice) => choices.includes(slice.id));
}

/** A new slice of a shared slice's variation, as a document stores it. */
export function newSlice(slice: SharedSliceModel, variationId: string, id: string) {
  const variation = slice.variations.find((v) => v.id === variationId) ?? slice.variations[0]!;
  return {
    id,
    slice_type: slice.id,
    slice_label: null,
    variation: variation.id,
    version: variation.version,
    primary: emptyFields(variation.primary as Record<string, CustomTypeModelField> | undefined),
    items: [],
  };
}

/**
 * A slice moved to another variation: the fields both variations have keep their values, the
 * new variation's others start empty, and fields it lacks are dropped.
 */
export function changeVariation<S extends ReturnType<typeof newSlice>>(
  slice: S,
  model: SharedSliceModel,
  variationId: string,
): S {
  const variation = model.variations.find((v) => v.id === variationId);
  if (!variation) return slice;
  const keep = (fields: Record<string, CustomTypeModelField> | undefined, values: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(fields ?? {}).map(([id, field]) => [id, id in values ? values[id] : emptyValue(field)]),
    );
  return {
    ...slice,
    variation: variation.id,
    version: variation.version,
    primary: keep(variation.primary as Record<string, CustomTypeModelField>, slice.primary),
    items: slice.items.map((item) =>
      keep(variation.items as Record<string, CustomTypeModelField>, item as Record<string, unknown>),
    ),
  };
}

/** An item moved from one place in a list to another (drag, or a keyboard move up or down). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The plain text of a field's value for lists and diffs: rich text's blocks, a key text, a link… */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return value.map(plainText).filter(Boolean).join('\n');
  const record = value as Record<string, unknown>;
  if (typeof record.text === 'string') return record.text;
  if (record.link_type === 'Any') return '';
  return JSON.stringify(value);
}
