import type {
  CustomTypeModel,
  CustomTypeModelField,
  SharedSliceModel,
  SharedSliceModelVariation,
} from '@prismicio/client';
import { customTypes, sharedSlices } from './model-files.ts';

export type { CustomTypeModel, CustomTypeModelField, SharedSliceModel, SharedSliceModelVariation };

/** The society's content model: the custom types and the shared slices their slice zones offer. */
export type ContentModel = {
  customTypes: readonly CustomTypeModel[];
  sharedSlices: readonly SharedSliceModel[];
};

export { customTypes, sharedSlices };

/** The whole model, as one value to hand to whatever checks or edits documents. */
export const contentModel: ContentModel = { customTypes, sharedSlices };

const typesById = new Map(customTypes.map((model) => [model.id, model]));
const slicesById = new Map(sharedSlices.map((model) => [model.id, model]));

/** The custom type with this API ID (a document's `type`), if the model has it. */
export const customType = (id: string): CustomTypeModel | undefined => typesById.get(id);

/** The shared slice with this ID (a slice's `slice_type`), if the model has it. */
export const sharedSlice = (id: string): SharedSliceModel | undefined => slicesById.get(id);

/**
 * A custom type's fields by API ID, every tab merged (tabs only group fields in the editor; a
 * document's `data` is flat). The `UID` field is left out: a document's uid sits beside `data`.
 */
export function documentFields(model: CustomTypeModel): Record<string, CustomTypeModelField> {
  const fields: Record<string, CustomTypeModelField> = {};
  for (const tab of Object.values(model.json))
    for (const [id, field] of Object.entries(tab)) if (field.type !== 'UID') fields[id] = field;
  return fields;
}

/** Whether documents of this type have a uid (their model has a `UID` field). */
export const hasUid = (model: CustomTypeModel): boolean =>
  Object.values(model.json).some((tab) => Object.values(tab).some((field) => field.type === 'UID'));
