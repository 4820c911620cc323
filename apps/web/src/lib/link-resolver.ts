import type { FilledContentRelationshipField, PrismicDocument } from '@prismicio/client';
import { MAX_ANCESTORS, routeOf } from './document-routes.ts';

export type LinkableDocument = FilledContentRelationshipField | PrismicDocument;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const uidOf = (link: unknown) =>
  isRecord(link) && typeof link.uid === 'string' && link.uid !== '' ? link.uid : null;

/**
 * The uids of a page's ancestors, top first, as far as the fetched `parent` links reach: `complete`
 * when the chain ends at a page without a parent; null when the document's own parent was not fetched.
 */
function fetchedAncestors(doc: LinkableDocument): { uids: string[]; complete: boolean } | null {
  let data: unknown = doc.data;
  if (!isRecord(data) || !Object.hasOwn(data, 'parent')) return null;
  const uids: string[] = [];
  while (isRecord(data) && Object.hasOwn(data, 'parent')) {
    const parent: unknown = data.parent;
    const uid = uidOf(parent);
    if (!uid) return { uids, complete: true };
    if (uids.length === MAX_ANCESTORS) break;
    uids.unshift(uid);
    data = isRecord(parent) ? parent.data : undefined;
  }
  return { uids, complete: false };
}

/**
 * A page lives under its ancestors: `/{ancestor uids…}/{uid}`. A link carries only the parents
 * that were fetched; where the chain is cut short, the `url` the content API resolved from the
 * same rule (the route resolver follows the parent links) is used instead.
 */
function pagePath(doc: LinkableDocument, uid: string): string {
  const ancestors = fetchedAncestors(doc);
  if (!ancestors?.complete && doc.url) return doc.url;
  return `/${[...(ancestors?.uids ?? []), uid].join('/')}`;
}

/**
 * The site path of a document or of a link to one, from its type's path rule
 * (`DOCUMENT_ROUTES`). A document without a uid uses its own url.
 */
export function linkResolver(doc: LinkableDocument): string | null {
  const uid = doc.uid || null;
  if (!uid) return doc.url || null;
  const rule = routeOf(doc.type)?.path ?? { kind: 'parent-chain' };
  switch (rule.kind) {
    case 'fixed':
      return rule.path;
    case 'prefix':
      return `${rule.prefix}/${uid}`;
    case 'listing':
      return Object.hasOwn(rule.paths, uid) ? (rule.paths[uid] ?? null) : null;
    case 'site-wide':
      return doc.url || null;
    case 'parent-chain':
      return pagePath(doc, uid);
  }
}
