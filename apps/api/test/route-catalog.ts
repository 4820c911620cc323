import type { RouteEntry } from '../src/app.ts';
import type { TestApi } from './api-test-app.ts';

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Routes anyone may call; every other `/api/` route is for signed-in users. */
export const PUBLIC_API_ROUTES = new Set<string>([
  'POST /api/subscriptions/newsletter',
  'GET /api/subscriptions/newsletter/confirm',
  'POST /api/subscriptions/newsletter/confirm',
  'GET /api/subscriptions/newsletter/unsubscribe',
  'POST /api/subscriptions/newsletter/unsubscribe',
  'POST /api/membership-applications',
  // Record images: public ones to anyone; members-only ones checked per image (iiif-tiles.test.ts).
  'GET /api/iiif/:id/info.json',
  'GET /api/iiif/:id/thumbnail.jpg',
  'GET /api/iiif/:id/:region/:size/:rotation/:quality',
  // The record search and collections: public, answered from public_name_occurrences for guests.
  'GET /api/records/search',
  'GET /api/records/search.csv',
  'GET /api/records/surnames',
  'GET /api/records/:id',
  'GET /api/collections',
  'GET /api/collections/:uid',
  'GET /api/places',
  // Family trees and pedigrees: members-only trees and living people checked per answer (trees-api.test.ts).
  'GET /api/trees',
  'GET /api/trees/:uid',
  'GET /api/trees/people/:id',
  'GET /api/pedigrees/:id',
  'GET /api/events/:uid/booking',
  // Gallery, memorial cards and birth briefs: public, with members-only images, card backs,
  // transcriptions and living people refused or withheld per reader (scans-api.test.ts).
  'GET /api/images',
  'GET /api/images/:id',
  'GET /api/images/:id/download',
  'GET /api/memorial-cards',
  'GET /api/memorial-cards/:id',
  'GET /api/birth-briefs',
  'GET /api/birth-briefs/positions',
  'GET /api/birth-briefs/:id',
]);

/** The app's own routes (not the automatic HEAD and CORS preflight ones), from its route table. */
export function appRoutes(api: Pick<TestApi, 'app'>): RouteEntry[] {
  return api.app.routeTable.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
}

export const isMemberRoute = (route: RouteEntry) =>
  route.url.startsWith('/api/') && !PUBLIC_API_ROUTES.has(`${route.method} ${route.url}`);

/** Staff tools: signed-in users with the `staff` scope only. */
export const isStaffRoute = (route: RouteEntry) => route.url.startsWith('/api/staff/');

/** Fills every path parameter with `value` (ids of the first rows in a fresh database are 1). */
export const fillParams = (url: string, value: string | number = 1) => url.replace(/:\w+/g, String(value));
