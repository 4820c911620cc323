import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

/**
 * What a reader may see. `public` (guests, and users without a member scope) reads
 * `public_name_occurrences`: public collections, no living people. `member` sees members-only
 * collections too, but living people only in the trees they submitted (`collections.submitted_by`).
 * Hidden collections are seen by staff and their submitter only. `staff` sees everything.
 */
export type Visibility =
  | { readonly level: 'public' }
  | { readonly level: 'member'; readonly userId: number | null }
  | { readonly level: 'staff' };

export const PUBLIC_VISIBILITY: Visibility = { level: 'public' };

export const visibilityOfScopes = (scopes: readonly string[], userId: number | null = null): Visibility =>
  scopes.includes('staff')
    ? { level: 'staff' }
    : scopes.includes('member')
      ? { level: 'member', userId }
      : PUBLIC_VISIBILITY;

export const visibilityOf = (request: FastifyRequest): Visibility =>
  visibilityOfScopes(request.user?.scopes ?? [], request.user?.id ?? null);

/** Members and staff see members-only collections' records and counts. */
export const seesMembersCollections = (visibility: Visibility): boolean => visibility.level !== 'public';

/** The trees whose living people a member submitted (`null` user: none). */
const submittedBy = (userId: number | null): SQL =>
  userId === null
    ? sql`false`
    : sql`p.collection_id = ANY (ARRAY(SELECT c.id FROM collections c WHERE c.submitted_by = ${userId}))`;

/**
 * The hidden collections a member may not see (all but those they submitted), as one array read
 * once per statement, like the public view's list of public collections.
 */
const hiddenFrom = (userId: number | null): SQL =>
  userId === null
    ? sql`ARRAY(SELECT c.id FROM collections c WHERE c.hidden)`
    : sql`ARRAY(SELECT c.id FROM collections c WHERE c.hidden AND c.submitted_by IS DISTINCT FROM ${userId})`;

/** The occurrences a reader may see, as a FROM item (alias it). */
export const occurrenceSource = (visibility: Visibility): SQL => {
  if (visibility.level === 'staff') return sql.raw('name_occurrences');
  if (visibility.level === 'public') return sql.raw('public_name_occurrences');
  // Like public_name_occurrences (migration 0020): a person is looked up only for tree occurrences.
  return sql`(SELECT o.* FROM name_occurrences o WHERE o.collection_id <> ALL (${hiddenFrom(visibility.userId)})
    AND (o.person_id IS NULL OR (
    SELECT p.living = false OR ${submittedBy(visibility.userId)} FROM people p WHERE p.id = o.person_id)))`;
};

/**
 * Collections a reader may see (listed, counted, their records and images read): members-only ones
 * to members and staff, and a hidden one (a staff upload not yet published) only to staff and its
 * submitter.
 */
export const collectionVisible = (visibility: Visibility, alias: string): SQL =>
  visibility.level === 'public'
    ? sql`(${sql.raw(alias)}.access = 'public' AND NOT ${sql.raw(alias)}.hidden)`
    : hiddenCollectionShown(visibility, alias);

/** Whether a collection's hidden state lets the reader see it: not hidden, or staff, or its submitter. */
export const hiddenCollectionShown = (visibility: Visibility, alias: string): SQL => {
  const c = sql.raw(alias);
  if (visibility.level === 'staff') return sql`true`;
  if (visibility.level === 'public' || visibility.userId === null) return sql`NOT ${c}.hidden`;
  return sql`(NOT ${c}.hidden OR ${c}.submitted_by = ${visibility.userId})`;
};

/**
 * Whether a person's name and facts may be shown: not living, or the reader is staff or submitted
 * the person's tree. `person` and `collection` are the aliases of `people` and its `collections` row.
 */
export const personShown = (visibility: Visibility, person: string, collection: string): SQL => {
  const notLiving = sql`${sql.raw(person)}.living = false`;
  if (visibility.level === 'staff') return sql`true`;
  if (visibility.level === 'public' || visibility.userId === null) return notLiving;
  return sql`(${notLiving} OR coalesce(${sql.raw(collection)}.submitted_by = ${visibility.userId}, false))`;
};

/** Whether the reader sees every living person of a collection (alias `collection`): staff, or its submitter. */
export const seesLivingOf = (visibility: Visibility, collection: string): SQL => {
  if (visibility.level === 'staff') return sql`true`;
  if (visibility.level === 'public' || visibility.userId === null) return sql`false`;
  return sql`coalesce(${sql.raw(collection)}.submitted_by = ${visibility.userId}, false)`;
};
