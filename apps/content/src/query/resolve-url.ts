import { linkedId } from './field-path.ts';
import type { Route, Snapshot, StoredDocument } from './types.ts';

const KEYWORD_RE = /:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g;

/**
 * The document's URL from the route resolver: the first route of its type whose `uid`/`lang` match,
 * uid- and lang-scoped routes first; a route whose required keyword cannot be resolved is skipped.
 */
export function resolveUrl(doc: StoredDocument, routes: readonly Route[], snapshot: Snapshot): string | null {
  for (const route of candidateRoutes(doc, routes)) {
    const url = buildPath(route, doc, snapshot);
    if (url !== null) return url;
  }
  return null;
}

function candidateRoutes(doc: StoredDocument, routes: readonly Route[]): Route[] {
  const specificity = (route: Route) =>
    (route.uid !== undefined ? 2 : 0) + (route.lang !== undefined ? 1 : 0);
  return routes
    .filter(
      (route) =>
        route.type === doc.type &&
        (route.uid === undefined || route.uid === doc.uid) &&
        (route.lang === undefined || route.lang === doc.lang),
    )
    .sort((a, b) => specificity(b) - specificity(a));
}

function buildPath(route: Route, doc: StoredDocument, snapshot: Snapshot): string | null {
  const segments: string[] = [];
  let failed = false;
  for (const segment of route.path.split('/')) {
    const text = segment.replace(KEYWORD_RE, (_match, name: string, optional: string | undefined) => {
      const value = keywordValue(name, optional !== undefined, route, doc, snapshot);
      if (value === null && optional === undefined) failed = true;
      return value ?? '';
    });
    if (failed) return null;
    if (text !== '') segments.push(text);
  }
  const trailing = route.path.length > 1 && route.path.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

function keywordValue(
  name: string,
  optional: boolean,
  route: Route,
  doc: StoredDocument,
  snapshot: Snapshot,
): string | null {
  if (name === 'uid') return doc.uid || null;
  if (name === 'lang') return optional && doc.lang === snapshot.masterLang ? null : doc.lang;
  const chain = route.resolvers && Object.hasOwn(route.resolvers, name) ? route.resolvers[name] : undefined;
  if (typeof chain !== 'string') return null;
  let target: StoredDocument | undefined = doc;
  for (const field of chain.split('.')) {
    const id: string | null = target ? linkedId(target.data[field]) : null;
    target = id === null ? undefined : snapshot.byId.get(id);
  }
  return target?.uid || null;
}
