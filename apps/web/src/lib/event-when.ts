import { formatEventDate, formatEventTime } from './format.ts';

const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

/** "Sun, 11 Oct 2026, 14:00–16:30" in London time; an event over several days names both days. */
export function formatEventWhen(start: Date, end: Date | null): string {
  if (end && londonDay.format(start) !== londonDay.format(end)) {
    return `${formatEventDate(start)}, ${formatEventTime(start, null)} – ${formatEventDate(end)}, ${formatEventTime(end, null)}`;
  }
  return `${formatEventDate(start)}, ${formatEventTime(start, end)}`;
}

/** "120 places", or `null` when the event has no stated capacity. */
export function formatCapacity(capacity: number | null): string | null {
  if (capacity === null || !Number.isFinite(capacity) || capacity <= 0) return null;
  return `${capacity} ${capacity === 1 ? 'place' : 'places'}`;
}
