import { projectData } from './apply-graph-query.ts';
import { formatApiDate } from './dates.ts';
import { documentUrl, renderValue } from './render-value.ts';
import type {
  AlternateLanguage,
  ApiDocument,
  JsonObject,
  RenderContext,
  Snapshot,
  StoredDocument,
} from './types.ts';

const groupIndexes = new WeakMap<Snapshot, Map<string, StoredDocument[]>>();

/** A stored document as the Content API sends it. */
export function renderDocument(doc: StoredDocument, ctx: RenderContext): ApiDocument {
  return {
    id: doc.id,
    uid: doc.uid,
    url: documentUrl(doc, ctx),
    type: doc.type,
    href: documentHref(doc.id, ctx.snapshot.ref, ctx.apiBase),
    tags: [...doc.tags],
    first_publication_date: formatApiDate(doc.firstPublicationDate),
    last_publication_date: formatApiDate(doc.lastPublicationDate),
    slugs: doc.uid ? [doc.uid] : [],
    linked_documents: [],
    lang: doc.lang,
    alternate_languages: alternateLanguages(doc, ctx.snapshot),
    data: renderData(doc, ctx),
  };
}

/** The single-document query; `@prismicio/next` recognises documents by its `/api/v2/documents/search?`. */
export function documentHref(id: string, ref: string, apiBase: string): string {
  const q = encodeURIComponent(`[[:d = at(document.id, "${id}") ]]`);
  return `${apiBase.replace(/\/+$/, '')}/documents/search?ref=${encodeURIComponent(ref)}&q=${q}`;
}

function renderData(doc: StoredDocument, ctx: RenderContext): JsonObject {
  let data = doc.data;
  const kept = ctx.fetch?.get(doc.type);
  if (kept) data = Object.fromEntries(Object.entries(data).filter(([key]) => kept.has(key)));
  const selection = ctx.graphQuery?.get(doc.type);
  if (selection) return projectData(data, selection, ctx);
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(data)) out[key] = renderValue(value, ctx);
  return out;
}

function alternateLanguages(doc: StoredDocument, snapshot: Snapshot): AlternateLanguage[] {
  let groups = groupIndexes.get(snapshot);
  if (!groups) {
    groups = new Map();
    for (const member of snapshot.documents) {
      const group = groups.get(member.groupId);
      if (group) group.push(member);
      else groups.set(member.groupId, [member]);
    }
    groupIndexes.set(snapshot, groups);
  }
  return (groups.get(doc.groupId) ?? [])
    .filter((other) => other.id !== doc.id)
    .map((other) => ({
      id: other.id,
      ...(other.uid !== null ? { uid: other.uid } : {}),
      type: other.type,
      lang: other.lang,
    }));
}
