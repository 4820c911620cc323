import { type LinkableDocument, linkResolver, TYPE_PATH_PREFIXES } from './link-resolver.ts';

/** What to regenerate: concrete paths, route patterns of paged lists, or the whole site. */
export type AffectedPaths = { everything: boolean; paths: string[]; routes: string[] };

/** Shown on every page (header, footer): a change means the whole site. */
const SITE_WIDE_TYPES = new Set(['navigation']);

/** Lists, feeds and pages that show documents of a type besides the document's own page. */
const LISTED_ON: Readonly<Record<string, { paths: string[]; routes?: string[] }>> = {
  news_item: { paths: ['/news', '/news/rss.xml'], routes: ['/news/pages/[page]'] },
  feature_item: {
    paths: ['/education', '/education/learning-hub/featured'],
    routes: ['/education/learning-hub/featured/pages/[page]'],
  },
  landing_page: {
    paths: [],
    routes: ['/news/pages/[page]', '/education/learning-hub/featured/pages/[page]'],
  },
};

/**
 * The pages a publish of these documents changes. The home page (its slices list news, events,
 * features and collections) and the sitemap change with almost anything, so they are always in.
 * `related` are pages found by the caller to show one of the documents (a page's parent and siblings).
 */
export function affectedPaths(
  documents: LinkableDocument[],
  related: LinkableDocument[] = [],
): AffectedPaths {
  if (documents.some((doc) => SITE_WIDE_TYPES.has(doc.type))) {
    return { everything: true, paths: [], routes: [] };
  }
  const paths = new Set(['/', '/sitemap.xml']);
  const routes = new Set<string>();
  for (const doc of [...documents, ...related]) {
    const own = linkResolver(doc);
    if (own) paths.add(own);
  }
  for (const doc of documents) {
    const listed = LISTED_ON[doc.type];
    for (const path of listed?.paths ?? []) paths.add(path);
    for (const route of listed?.routes ?? []) routes.add(route);
    const prefix = Object.hasOwn(TYPE_PATH_PREFIXES, doc.type) ? TYPE_PATH_PREFIXES[doc.type] : undefined;
    if (prefix) paths.add(prefix);
  }
  return { everything: false, paths: [...paths].sort(), routes: [...routes].sort() };
}
