import { TZDate } from '@date-fns/tz';
import { SITE_TIME_ZONE } from '../london-time.ts';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A Prismic timestamp (`2026-07-11T18:30:00+0000`, UTC) as the value of a `datetime-local` input
 * showing London time (`2026-07-11T19:30` in summer).
 */
export function timestampToLondonInput(timestamp: string | null | undefined): string {
  if (!timestamp) return '';
  const ms = Date.parse(timestamp.replace(/\+0000$/, 'Z'));
  if (Number.isNaN(ms)) return '';
  const d = new TZDate(ms, SITE_TIME_ZONE);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value read as London time, as a Prismic timestamp in UTC; null when empty or invalid. */
export function londonInputToTimestamp(input: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(input);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const instant = new TZDate(year, month - 1, day, hour, minute, SITE_TIME_ZONE);
  if (Number.isNaN(instant.getTime())) return null;
  return `${new Date(instant.getTime()).toISOString().slice(0, 19)}+0000`;
}
