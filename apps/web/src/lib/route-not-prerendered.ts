/**
 * The digest a server error carries to the error page when a route has never been rendered and the
 * content service cannot be reached to render it now (already rendered pages keep being served).
 */
export const ROUTE_NOT_PRERENDERED_DIGEST = 'route-not-prerendered';

export const routeNotPrerenderedMessage = (path: string) => `Route ${path} is not pre-rendered`;
