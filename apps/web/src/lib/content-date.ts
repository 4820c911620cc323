import { asDate, type TimestampField } from '@prismicio/client';

/** A Date field (`2026-02-11`) or a Timestamp field and publication date (`2026-02-11T19:30:00+0000`). */
const PRISMIC_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}\+0000)?$/;

/** Values already reported, so a bad field logs once per process, not on every render. */
const reported = new Set<string>();
const REPORTED_LIMIT = 1000;

/**
 * `asDate` for a Date or Timestamp field that may hold anything: a value that is not a date in
 * Prismic's format (`YYYY-MM-DD`, `YYYY-MM-DDTHH:mm:ss+0000`) reads as empty, so the page renders
 * without it instead of failing on an Invalid Date, and is logged once with `where` it was found.
 */
export function contentDate(field: unknown, where: string): Date | null {
  if (field === null || field === undefined || field === '') return null;
  const date = typeof field === 'string' && PRISMIC_DATE.test(field) ? asDate(field as TimestampField) : null;
  // Round-trips only for a real calendar day and time: `Date` itself rolls 30 February over into March.
  if (date && !Number.isNaN(date.getTime()) && date.toISOString().startsWith((field as string).slice(0, 19)))
    return date;
  const key = `${where}\u0000${JSON.stringify(field)}`;
  if (!reported.has(key)) {
    if (reported.size >= REPORTED_LIMIT) reported.clear();
    reported.add(key);
    console.error(`Content: ${where} holds ${JSON.stringify(field)}, which is not a date; shown without it.`);
  }
  return null;
}
