import { isObject, isRichText, linkedId } from './field-path.ts';
import { resolveUrl } from './resolve-url.ts';
import type { JsonObject, JsonValue, RenderContext, Route, Snapshot, StoredDocument } from './types.ts';

export type LinkData = (target: StoredDocument) => JsonObject | undefined;

const LINK_EXTRAS = ['text', 'variant', 'key', 'target'];
const urlCaches = new WeakMap<Snapshot, WeakMap<readonly Route[], Map<string, string | null>>>();

/** The document's `url` from the context's routes, memoised per snapshot and routes array. */
export function documentUrl(doc: StoredDocument, ctx: RenderContext): string | null {
  if (!ctx.routes || ctx.routes.length === 0) return null;
  let perRoutes = urlCaches.get(ctx.snapshot);
  if (!perRoutes) {
    perRoutes = new WeakMap();
    urlCaches.set(ctx.snapshot, perRoutes);
  }
  let cache = perRoutes.get(ctx.routes);
  if (!cache) {
    cache = new Map();
    perRoutes.set(ctx.routes, cache);
  }
  let url = cache.get(doc.id);
  if (url === undefined) {
    url = resolveUrl(doc, ctx.routes, ctx.snapshot);
    cache.set(doc.id, url);
  }
  return url;
}

/**
 * A copy of a field value with every Document link denormalised (`fetchLinks` data added unless
 * `withFetchLinks` is false) and `/assets/` media URLs made absolute.
 */
export function renderValue(value: JsonValue, ctx: RenderContext, withFetchLinks = true): JsonValue {
  if (Array.isArray(value)) return value.map((item) => renderValue(item, ctx, withFetchLinks));
  if (!isObject(value)) return value;
  if (value.link_type === 'Document' && linkedId(value) !== null) {
    return renderLink(value, ctx, withFetchLinks ? (target) => fetchLinksData(target, ctx) : undefined);
  }
  const out: JsonObject = {};
  for (const [key, child] of Object.entries(value)) out[key] = renderValue(child, ctx, withFetchLinks);
  const isMedia = value.link_type === 'Media' || value.dimensions !== undefined;
  if (isMedia && typeof out.url === 'string' && out.url.startsWith('/assets/')) {
    out.url = `${ctx.assetBase.replace(/\/+$/, '')}${out.url}`;
  }
  return out;
}

/** A stored `{link_type: "Document", id}` as the API sends it, from the target's current values. */
export function renderLink(link: JsonObject, ctx: RenderContext, data?: LinkData): JsonObject {
  const id = linkedId(link) ?? '';
  const target = ctx.snapshot.byId.get(id);
  const out: JsonObject = { link_type: 'Document', id };
  if (target) {
    Object.assign(out, {
      type: target.type,
      tags: [...target.tags],
      lang: target.lang,
      slug: target.uid ?? '-',
    });
    if (target.uid !== null) out.uid = target.uid;
    const url = documentUrl(target, ctx);
    if (url !== null) out.url = url;
    out.isBroken = false;
    const fetched = data?.(target);
    if (fetched && Object.keys(fetched).length > 0) out.data = fetched;
  } else {
    const stored = (key: string) => {
      const value = link[key];
      return typeof value === 'string' ? value : undefined;
    };
    Object.assign(out, {
      type: stored('type') ?? 'broken_type',
      tags: [],
      lang: stored('lang') ?? ctx.snapshot.masterLang,
      slug: '-',
    });
    if (ctx.brokenRoute) out.url = ctx.brokenRoute;
    out.isBroken = true;
  }
  for (const key of LINK_EXTRAS) {
    const extra = link[key];
    if (extra !== undefined) out[key] = extra;
  }
  return out;
}

/** `fetchLinks` fields of a link target: top-level fields only, first block of rich text, no groups or slices. */
function fetchLinksData(target: StoredDocument, ctx: RenderContext): JsonObject | undefined {
  const fields = ctx.fetchLinks?.get(target.type);
  if (!fields) return undefined;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(target.data)) {
    if (!fields.has(key)) continue;
    if (!Array.isArray(value)) out[key] = renderValue(value, ctx, false);
    else if (isRichText(value)) out[key] = value.slice(0, 1).map((b) => renderValue(b, ctx, false));
  }
  return out;
}
