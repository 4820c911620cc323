import { NARROW_YEAR_SPAN } from '@society/db/api-collections-schema';
import { type SQL, sql } from 'drizzle-orm';

/** A name field's matched dictionary ids with their ranks, and the occurrence column it reads. */
export type NameField = { alias: SQL; column: SQL; ids: number[]; ranks: number[] };

/**
 * What a per-name read returns: every column but `role`, so that the surname and forename indexes
 * answer it alone (migration 0019); a page fetches `role` for its own rows.
 */
const SEARCHED_COLUMNS = sql.raw(
  'o.id, o.collection_id, o.record_id, o.person_id, o.record_type, o.surname_id, o.forename_id, o.year_min, o.year_max, o.place_id',
);

const WIDE = sql.raw(`o.year_max - o.year_min > ${NARROW_YEAR_SPAN}`);

export const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/** A name field's matched ids with their ranks as a FROM item named by the field's alias. */
export const matchedNames = (name: NameField): SQL =>
  sql`unnest(${intArray(name.ids)}, ${intArray(name.ranks)}) AS ${name.alias}(id, rank)`;

type Reads = {
  driving: NameField;
  other: NameField | undefined;
  /** The occurrences the reader may see, as a FROM item (alias `o`). */
  source: SQL;
  conditions: SQL;
  firstYear: number | undefined;
};

/**
 * The occurrences of each matched name of the driving field in turn, each through its own index
 * range with the filters applied there (with hundreds of matched names the planner otherwise
 * guesses a few rows each and scans the whole table); a second name field's ids filter each read
 * and join for their rank. `from` reads every match (counts, facets, other sorts); `firstPerName`
 * reads each name's first `limit` rows in (year, id) order, all a relevance or year page needs.
 */
export function perNameReads({ driving, other, source, conditions, firstYear }: Reads) {
  const matched = matchedNames;
  // The array as a subquery: a constant one makes the planner estimate each of its elements (12 ms
  // for the 3,500 forenames of initial J).
  const otherIn = (ids: number[]) =>
    other ? sql` AND o.${other.column} = ANY((SELECT ${intArray(ids)})::int[])` : sql``;
  // `tier`: the second field's rank, as `fm.rank`/`sm.rank` inside the read (for `extra`) and out.
  const read = (extra: SQL, tail: SQL, tier?: number) => {
    const tierFrom =
      tier === undefined || !other ? sql`` : sql`(SELECT ${tier}::int AS rank) ${other.alias} CROSS JOIN `;
    const tierColumn = tier === undefined ? sql`` : sql`, ${tier}::int AS other_rank`;
    return sql`(SELECT ${SEARCHED_COLUMNS}${tierColumn} FROM ${tierFrom}${source} o
      WHERE o.${driving.column} = ${driving.alias}.id AND ${conditions} AND ${extra} ${tail})`;
  };
  // With a first year, a name's index range starts NARROW_YEAR_SPAN years before it, not at the
  // name's earliest year (Smith ± 5 in 1862 skipped 50,000 entries); the few wider ranges starting
  // earlier are read apart. The two reads cannot meet.
  const years = (extra: SQL, tail = sql``, tier?: number) => {
    if (firstYear === undefined) return read(extra, tail, tier);
    const start = firstYear - NARROW_YEAR_SPAN;
    return sql`${read(sql`o.year_min >= ${start} AND ${extra}`, tail, tier)} UNION ALL ${read(
      sql`o.year_min < ${start} AND ${WIDE} AND ${extra}`,
      tail,
      tier,
    )}`;
  };
  const from = sql`${matched(driving)} CROSS JOIN LATERAL (${years(sql`true`)} OFFSET 0) o
    ${other ? sql`JOIN ${matched(other)} ON o.${other.column} = ${other.alias}.id` : sql``}`;

  const firstPerName = (extra: SQL, limit: number): SQL => {
    // Each read in the index's (year, id) order stops at `limit`.
    const first = sql`ORDER BY o.year_min, o.id LIMIT ${limit}`;
    // A second field matching no name: nothing to read (its join answers no rows).
    if (other?.ids.length === 0) return from;
    if (!other) {
      const body = years(extra, first);
      const ordered = firstYear === undefined ? body : sql`${body} ORDER BY year_min, id LIMIT ${limit}`;
      return sql`${matched(driving)} CROSS JOIN LATERAL (${ordered}) o`;
    }
    // A second field's names of one rank give every row of a driving name one rank: one read per rank.
    const tiers = [...new Set(other.ranks)].map((rank) => ({
      rank,
      ids: other.ids.filter((_, index) => other.ranks[index] === rank),
    }));
    const reads = tiers.map((tier) => years(sql`${extra}${otherIn(tier.ids)}`, first, tier.rank));
    return sql`${matched(driving)} CROSS JOIN LATERAL (${sql.join(reads, sql` UNION ALL `)}) o
      CROSS JOIN LATERAL (SELECT o.other_rank AS rank) ${other.alias}`;
  };
  return { from, firstPerName };
}
