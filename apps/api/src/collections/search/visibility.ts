import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * What a reader may see: `public` reads `public_name_occurrences` (public collections, no living
 * people); `all` (users with scope `member` or `staff`) reads the table itself.
 */
export type Visibility = 'public' | 'all';

export const visibilityOfScopes = (scopes: readonly string[]): Visibility =>
  scopes.some((scope) => scope === 'member' || scope === 'staff') ? 'all' : 'public';

export const visibilityOf = (request: FastifyRequest): Visibility =>
  visibilityOfScopes(request.user?.scopes ?? []);

export const occurrenceSource = (visibility: Visibility): SQL =>
  visibility === 'all' ? sql.raw('name_occurrences') : sql.raw('public_name_occurrences');

/** Collections a reader may see the records of (the collection list itself is public). */
export const collectionVisible = (visibility: Visibility, alias: string): SQL =>
  visibility === 'all' ? sql`true` : sql`${sql.raw(alias)}.access = 'public'`;
