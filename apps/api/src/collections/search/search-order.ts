import { BAD_PAGE_MESSAGE, type Sort } from '@society/record-search';
import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { HttpError } from '../../http/http-error.ts';

/**
 * Keyset paging: each sort is a tuple of ascending keys ending in the occurrence id, so "the rows
 * after the last one shown" is one row comparison. Descending keys are negated numbers. Years
 * missing sort last. `after` is the last row's keys, base64url JSON.
 */
const NO_YEAR = 32767;

export type SortKey = { expr: SQL; type: 'int' | 'text' };
const int = (expr: SQL): SortKey => ({ expr, type: 'int' });
const text = (expr: SQL): SortKey => ({ expr: sql`${expr} COLLATE "C"`, type: 'text' });

export function sortKeys(sort: Sort, rank: SQL): SortKey[] {
  const year = int(sql`coalesce(o.year_min, ${sql.raw(String(NO_YEAR))})::int`);
  const id = int(sql`o.id`);
  switch (sort) {
    case 'relevance':
      return [int(rank), year, id];
    case 'name':
      return [text(sql`coalesce(sn.normalised, '')`), text(sql`coalesce(fn.normalised, '')`), year, id];
    case 'year':
      return [year, id];
    case 'year_desc':
      return [int(sql`-coalesce(o.year_max, -1)::int`), int(sql`-o.id`)];
    case 'place':
      return [text(sql`coalesce(pl.name, '~')`), year, id];
    case 'collection':
      return [text(sql`c.title`), int(rank), year, id];
  }
}

/** Joins the sort keys need beyond the occurrence row. */
export function sortJoins(sort: Sort): SQL {
  switch (sort) {
    case 'name':
      return sql`LEFT JOIN names sn ON sn.id = o.surname_id LEFT JOIN names fn ON fn.id = o.forename_id`;
    case 'place':
      return sql`LEFT JOIN places pl ON pl.id = o.place_id`;
    case 'collection':
      return sql`JOIN collections c ON c.id = o.collection_id`;
    default:
      return sql``;
  }
}

// Text keys are as long as the row's name, place or title: AFTER_MAX_LENGTH bounds the whole cursor.
const cursorSchema = z
  .array(z.union([z.number().int(), z.string()]))
  .min(2)
  .max(4);
const badCursor = () => new HttpError(400, BAD_PAGE_MESSAGE);

export function decodeCursor(after: string, keys: SortKey[]): (number | string)[] {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success || parsed.data.length !== keys.length) throw badCursor();
  const typed = parsed.data.every((value, index) =>
    keys[index]?.type === 'int'
      ? typeof value === 'number' && Math.abs(value) < 2 ** 31
      : typeof value === 'string',
  );
  if (!typed) throw badCursor();
  return parsed.data;
}

export const encodeCursor = (values: unknown[]): string =>
  Buffer.from(JSON.stringify(values), 'utf8').toString('base64url');

/** `(k1, k2, …) > (v1, v2, …)` with each value typed like its key (text keys compare as text). */
export function afterCondition(keys: SortKey[], values: (number | string)[]): SQL {
  const typed = keys.map((key, index) =>
    key.type === 'int' ? sql`${values[index]}::int` : sql`${values[index]}::text COLLATE "C"`,
  );
  return sql`(${sql.join(
    keys.map((key) => key.expr),
    sql`, `,
  )}) > (${sql.join(typed, sql`, `)})`;
}
