/** The deepest catch-all content path allowed: /{slug1}/…/{slug6}. */
export const MAX_PAGE_SEGMENTS = 6;

const UID_PATTERN = /^[a-z0-9][a-z0-9_-]*$/i;

/** Whether a route segment can be a document uid at all (saves a content query for junk). */
export const isUid = (value: string | undefined): value is string =>
  typeof value === 'string' && value.length <= 200 && UID_PATTERN.test(value);

/**
 * The site path a catch-all route was asked for, or `null` when it has no segments, more than
 * six, or a segment that cannot be a uid.
 */
export function catchAllPath(segments: readonly string[] | undefined): string | null {
  if (!segments || segments.length === 0 || segments.length > MAX_PAGE_SEGMENTS) return null;
  if (!segments.every(isUid)) return null;
  return `/${segments.join('/')}`;
}

/**
 * A listing's page number from `?page=N`: absent means 1; anything that is not a whole number
 * from 1 up (`0`, `-1`, `2.5`, `abc`, repeated values) is `null`, which the route answers with 404.
 */
export function parsePageNumber(value: string | string[] | undefined): number | null {
  if (value === undefined) return 1;
  if (typeof value !== 'string' || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  return Number(value);
}

/** The href of page `page` of a listing at `path`: page 1 has no query string. */
export const pageHref = (path: string, page: number) => (page <= 1 ? path : `${path}?page=${page}`);

/** Events split at `now`: upcoming ones in date order, past ones most recent first. */
export function splitByStart<T>(
  items: readonly T[],
  startOf: (item: T) => Date | null,
  now: Date,
): { upcoming: T[]; past: T[] } {
  const time = (item: T) => startOf(item)?.getTime() ?? Number.NEGATIVE_INFINITY;
  const upcoming = items.filter((item) => time(item) >= now.getTime()).sort((a, b) => time(a) - time(b));
  const past = items.filter((item) => time(item) < now.getTime()).sort((a, b) => time(b) - time(a));
  return { upcoming, past };
}
