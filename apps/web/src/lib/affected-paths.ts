import { routeOf } from './document-routes.ts';
import { type LinkableDocument, linkResolver } from './link-resolver.ts';

/** What to regenerate: concrete paths, route patterns of paged lists, or the whole site. */
export type AffectedPaths = { everything: boolean; paths: string[]; routes: string[] };

/**
 * The pages a publish of these documents changes. The home page (its slices list news, events,
 * features and collections) and the sitemap change with almost anything, so they are always in.
 * `related` are pages found by the caller to show one of the documents (a page's parent and siblings).
 */
export function affectedPaths(
  documents: LinkableDocument[],
  related: LinkableDocument[] = [],
): AffectedPaths {
  if (documents.some((doc) => routeOf(doc.type)?.path.kind === 'site-wide')) {
    return { everything: true, paths: [], routes: [] };
  }
  const paths = new Set(['/', '/sitemap.xml']);
  const routes = new Set<string>();
  for (const doc of [...documents, ...related]) {
    const own = linkResolver(doc);
    if (own) paths.add(own);
  }
  for (const doc of documents) {
    const route = routeOf(doc.type);
    for (const path of route?.listedOn ?? []) paths.add(path);
    for (const listing of route?.pagedListings ?? []) routes.add(listing.route);
  }
  return { everything: false, paths: [...paths].sort(), routes: [...routes].sort() };
}
