import type { Sort } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ApiDb } from '../../api-db.ts';
import type { SearchFilter } from './build-search-filter.ts';
import { OCCURRENCE_COLUMNS, type OccurrenceRow, occurrenceRowSchema } from './hydrate-results.ts';
import { intArray } from './per-name-reads.ts';
import { sortJoins, sortKeys } from './search-order.ts';

/**
 * A record naming several people the search matches (a father and son both John Smith) is one
 * result naming them all, listed where its first matched name falls in the sort order. Paging stays
 * a keyset walk over names: a name whose record's first name came earlier (on this page or one
 * before) is passed over, so every sort lists each record once, wherever its names fall.
 */
export type RecordResult = { row: OccurrenceRow; others: OccurrenceRow[] };

/** Every matched name of the given records, grouped by record, each group in the sort order. */
export async function matchedNamesOfRecords(
  db: ApiDb,
  filter: SearchFilter,
  sort: Sort,
  recordIds: number[],
): Promise<Map<number, OccurrenceRow[]>> {
  const groups = new Map<number, OccurrenceRow[]>();
  if (recordIds.length === 0) return groups;
  const keys = sortKeys(sort, filter.rank).map((key) => key.expr);
  const result = await db.execute(sql`
    SELECT ${OCCURRENCE_COLUMNS}, o.role::text AS role, ${filter.rank} AS rank
    FROM ${filter.direct.from} ${sortJoins(sort)}
    WHERE o.record_id = ANY(${intArray(recordIds)}) AND ${filter.direct.where}
    ORDER BY ${sql.join(keys, sql`, `)}`);
  for (const row of z.array(occurrenceRowSchema).parse(result.rows)) {
    const group = groups.get(row.record_id!) ?? [];
    group.push(row);
    groups.set(row.record_id!, group);
  }
  return groups;
}

/**
 * Up to `wanted` results from `rows` (names in sort order): a record's first matched name leads its
 * result with the others, a later one is passed over. `consumed` is how many rows were used up.
 */
export function recordResults(
  rows: readonly OccurrenceRow[],
  groups: ReadonlyMap<number, OccurrenceRow[]>,
  wanted: number,
): { results: RecordResult[]; consumed: number; leadsLeft: boolean } {
  const results: RecordResult[] = [];
  // A record read without its group (removed between the two reads) stands alone.
  const groupOf = (row: OccurrenceRow) =>
    row.record_id === null ? [row] : (groups.get(row.record_id) ?? [row]);
  const leads = (row: OccurrenceRow) => groupOf(row)[0]?.id === row.id;
  let consumed = 0;
  for (const row of rows) {
    if (results.length === wanted) break;
    consumed += 1;
    if (leads(row)) results.push({ row, others: groupOf(row).slice(1) });
  }
  return { results, consumed, leadsLeft: rows.slice(consumed).some(leads) };
}
