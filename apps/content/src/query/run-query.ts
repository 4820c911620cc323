import { createDocumentComparator } from './compare-documents.ts';
import { isIdOrUid } from './equality-predicates.ts';
import { compilePredicate, distanceKm } from './evaluate-predicate.ts';
import { parseFieldPath, readValues } from './field-path.ts';
import { parseFieldList } from './parse-field-list.ts';
import { parseGraphQuery } from './parse-graph-query.ts';
import { parseOrderings } from './parse-orderings.ts';
import { parsePredicates } from './parse-predicates.ts';
import { parseRoutes } from './parse-routes.ts';
import { renderDocument } from './render-document.ts';
import type {
  Predicate,
  QueryContext,
  RenderContext,
  SearchParams,
  SearchResponse,
  Snapshot,
  StoredDocument,
} from './types.ts';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

const langIndexes = new WeakMap<Snapshot, Map<string, StoredDocument[]>>();

/** Runs a search over a snapshot; every malformed param throws QueryParsingError before any work is done. */
export function runQuery(snapshot: Snapshot, params: SearchParams, ctx: QueryContext): SearchResponse {
  const predicates = parsePredicates(params.q);
  const orderings = parseOrderings(params.orderings || undefined);
  const render: RenderContext = {
    snapshot,
    apiBase: ctx.apiBase,
    assetBase: ctx.assetBase,
    routes: parseRoutes(params.routes),
    brokenRoute: params.brokenRoute || undefined,
    fetchLinks: parseFieldList(params.fetchLinks, 'fetchLinks'),
    fetch: parseFieldList(params.fetch, 'fetch'),
    graphQuery: parseGraphQuery(params.graphQuery),
  };
  const matchers = predicates.map(compilePredicate);
  const matched = documentsInLang(snapshot, params.lang).filter((doc) =>
    matchers.every((matcher) => matcher(doc, snapshot)),
  );
  matched.sort(createDocumentComparator(orderings, rankOf(predicates)));
  const ordered = params.after ? afterId(matched, params.after) : matched;

  const pageSize = clampInteger(params.pageSize, 1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE);
  const page = clampInteger(params.page, 1, Number.MAX_SAFE_INTEGER, 1);
  const totalPages = Math.ceil(ordered.length / pageSize);
  const start = (page - 1) * pageSize;
  const results = ordered.slice(start, start + pageSize).map((doc) => renderDocument(doc, render));
  return {
    page,
    results_per_page: pageSize,
    results_size: results.length,
    total_results_size: ordered.length,
    total_pages: totalPages,
    next_page: page < totalPages ? pageUrl(ctx, page + 1) : null,
    prev_page: page > 1 ? pageUrl(ctx, page - 1) : null,
    results,
    version: ctx.version ?? '1',
    license: ctx.license ?? 'All Rights Reserved',
  };
}

function documentsInLang(snapshot: Snapshot, lang: string | undefined): StoredDocument[] {
  if (lang === '*') return [...snapshot.documents];
  const wanted = (lang || snapshot.masterLang).toLowerCase();
  let index = langIndexes.get(snapshot);
  if (!index) {
    index = new Map();
    for (const doc of snapshot.documents) {
      const key = doc.lang.toLowerCase();
      const docs = index.get(key);
      if (docs) docs.push(doc);
      else index.set(key, [doc]);
    }
    langIndexes.set(snapshot, index);
  }
  return [...(index.get(wanted) ?? [])];
}

/** The default order some predicates impose: `in` keeps its array order, `geopoint.near` is nearest first. */
function rankOf(predicates: readonly Predicate[]): ((doc: StoredDocument) => number | undefined) | undefined {
  for (const predicate of predicates) {
    const path = predicate.path === null ? null : parseFieldPath(predicate.path);
    if (path === null) continue;
    const [first, second] = predicate.args;
    if (predicate.name === 'in' && isIdOrUid(path) && Array.isArray(first)) {
      const positions = new Map<unknown, number>();
      for (const [index, key] of first.entries()) if (!positions.has(key)) positions.set(key, index);
      return path.kind === 'meta' ? (doc) => positions.get(doc.id) : (doc) => positions.get(doc.uid);
    }
    if (predicate.name === 'geopoint.near' && typeof first === 'number' && typeof second === 'number') {
      return (doc) => {
        const distances = (readValues(doc, path) ?? []).map((value) => distanceKm(value, first, second));
        const known = distances.filter((d): d is number => d !== null);
        return known.length > 0 ? Math.min(...known) : undefined;
      };
    }
  }
  return undefined;
}

function afterId(docs: StoredDocument[], id: string): StoredDocument[] {
  const index = docs.findIndex((doc) => doc.id === id);
  return index < 0 ? [] : docs.slice(index + 1);
}

function clampInteger(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

function pageUrl(ctx: QueryContext, page: number): string {
  try {
    const url = new URL(ctx.requestUrl, ctx.apiBase);
    url.searchParams.set('page', String(page));
    return url.toString();
  } catch {
    return `${ctx.apiBase.replace(/\/+$/, '')}/documents/search?page=${page}`;
  }
}
