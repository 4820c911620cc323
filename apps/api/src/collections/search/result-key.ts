import { type SQL, sql } from 'drizzle-orm';

/**
 * What one search result is, in SQL over name occurrences under `alias`: its record, so a record
 * naming two matched people counts once, or the occurrence itself for a tree person (who has no
 * record; occurrence ids are negated so they never meet a record id). Totals, facets and saved
 * searches' counts all count this, so every number on the page counts what the list shows.
 */
export const resultKey = (alias: string): SQL =>
  sql`coalesce(${sql.raw(alias)}.record_id, -${sql.raw(alias)}.id)`;
