import type { Route } from '@prismicio/client';
import { DOCUMENT_ROUTES, DOCUMENT_TYPES, type DocumentType, MAX_ANCESTORS } from './document-routes.ts';

/** `/:ancestor5?/…/:parent?/:uid` with each keyword resolved one parent link further up. */
function parentChainRoute(type: string, field: string): Route {
  const keywords = Array.from({ length: MAX_ANCESTORS }, (_, index) =>
    index === 0 ? 'parent' : `ancestor${index + 1}`,
  );
  const resolvers = Object.fromEntries(
    keywords.map((keyword, index) => [keyword, Array.from({ length: index + 1 }, () => field).join('.')]),
  );
  const path = `/${keywords
    .toReversed()
    .map((keyword) => `:${keyword}?`)
    .join('/')}/:uid`;
  return { type, path, resolvers };
}

function routesOf(type: DocumentType): Route[] {
  const rule = DOCUMENT_ROUTES[type].path;
  switch (rule.kind) {
    case 'fixed':
      return [{ type, path: rule.path }];
    case 'prefix':
      return [{ type, path: `${rule.prefix}/:uid` }];
    case 'listing':
      return Object.entries(rule.paths).map(([uid, path]) => ({ type, uid, path }));
    case 'parent-chain':
      return [parentChainRoute(type, rule.field)];
    case 'site-wide':
      return [];
  }
}

/**
 * The route resolver sent with every content query, so the content API fills `url` on documents
 * and links by the same rules as `linkResolver` (which needs it for a page whose ancestors were
 * not fetched).
 */
export const contentRoutes = (): Route[] => DOCUMENT_TYPES.flatMap(routesOf);
