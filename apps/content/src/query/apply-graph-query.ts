import { isObject, isRichText, isSliceZone, linkedId } from './field-path.ts';
import { emptySelection } from './parse-graph-query.ts';
import { renderLink, renderValue } from './render-value.ts';
import type { GraphSelection, JsonObject, JsonValue, RenderContext } from './types.ts';

const ALL = emptySelection(true);

/** The fields of `data` a GraphQuery selection asks for, rendered, with linked documents fetched through `...on`. */
export function projectData(data: JsonObject, selection: GraphSelection, ctx: RenderContext): JsonObject {
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    const sub = selection.fields.get(key);
    if (sub === undefined && !selection.all) continue;
    out[key] = projectValue(value, sub ?? null, ctx);
  }
  return out;
}

function projectValue(value: JsonValue, selection: GraphSelection | null, ctx: RenderContext): JsonValue {
  if (selection === null) return renderValue(value, ctx);
  if (Array.isArray(value)) {
    if (isSliceZone(value))
      return value.map((slice) => (isObject(slice) ? projectSlice(slice, selection, ctx) : slice));
    if (isRichText(value)) return renderValue(value, ctx);
    return value.map((item) => (isObject(item) ? projectData(item, selection, ctx) : renderValue(item, ctx)));
  }
  if (isObject(value) && value.link_type === 'Document' && linkedId(value) !== null) {
    return renderLink(value, ctx, (target) => {
      const hasFields = selection.all || selection.fields.size > 0;
      const branch = selection.unions.get(target.type) ?? (hasFields ? selection : undefined);
      return branch ? projectData(target.data, branch, ctx) : undefined;
    });
  }
  return renderValue(value, ctx);
}

function projectSlice(slice: JsonObject, zone: GraphSelection, ctx: RenderContext): JsonObject {
  const type = typeof slice.slice_type === 'string' ? slice.slice_type : '';
  let branch: GraphSelection | null = zone.unions.get(type) ?? (zone.all ? ALL : null);
  const variations = branch?.fields.get('variation');
  if (branch && variations && variations.unions.size > 0) {
    const variation = typeof slice.variation === 'string' ? slice.variation : 'default';
    branch = variations.unions.get(variation) ?? null;
  }
  const primary = selectedField(branch, 'primary', 'non-repeat');
  const items = selectedField(branch, 'items', 'repeat');
  const pick = (value: JsonValue, sub: GraphSelection | null | undefined): JsonValue => {
    if (!isObject(value)) return {};
    if (sub) return projectData(value, sub, ctx);
    return sub === null || branch?.all ? renderValue(value, ctx) : {};
  };
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(slice)) {
    if (key === 'primary') out.primary = pick(value, primary);
    else if (key === 'items') out.items = Array.isArray(value) ? value.map((item) => pick(item, items)) : [];
    else out[key] = renderValue(value, ctx);
  }
  return out;
}

function selectedField(
  branch: GraphSelection | null,
  name: string,
  legacy: string,
): GraphSelection | null | undefined {
  if (!branch) return undefined;
  return branch.fields.has(name) ? branch.fields.get(name) : branch.fields.get(legacy);
}
