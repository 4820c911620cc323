import { TZDate } from '@date-fns/tz';

export const SITE_TIME_ZONE = 'Europe/London';

/** The instant as London wall-clock time with its offset: `2026-07-11T19:30:00+01:00` in summer, `+00:00` in winter. */
export function londonIsoString(date: Date): string {
  return new TZDate(date.getTime(), SITE_TIME_ZONE).toISOString().replace(/\.000(?=[+-])/, '');
}

/** The same instant as a date whose getters read London time (what calendar writers expect with a TZID). */
export const inLondon = (date: Date) => new TZDate(date.getTime(), SITE_TIME_ZONE);
