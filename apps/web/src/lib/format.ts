const SITE_TIME_ZONE = 'Europe/London';

const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: SITE_TIME_ZONE });
const eventDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});
const eventTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SITE_TIME_ZONE,
});
const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});
const poundsAndPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
});

export const formatLongDate = (date: Date) => longDate.format(date);

export const formatEventDate = (date: Date) => eventDate.format(date);

export function formatEventTime(start: Date, end: Date | null): string {
  return end ? `${eventTime.format(start)}–${eventTime.format(end)}` : eventTime.format(start);
}

export const formatPounds = (amount: number) =>
  (Number.isInteger(amount) ? wholePounds : poundsAndPence).format(amount);

/** "Free", "£12" or "£12 (members £8)": prices are GBP and 0 means free. */
export function formatPrice(price: number | null, memberPrice: number | null): string | null {
  if (price === null)
    return memberPrice === null ? null : `Members ${memberPrice === 0 ? 'free' : formatPounds(memberPrice)}`;
  const base = price === 0 ? 'Free' : formatPounds(price);
  if (memberPrice === null || memberPrice === price) return base;
  return `${base} (members ${memberPrice === 0 ? 'free' : formatPounds(memberPrice)})`;
}

const PERIOD_SUFFIXES: Readonly<Record<string, string>> = {
  year: ' a year',
  month: ' a month',
  'one-off': ' one-off',
};

/** A subscription's price for its period: "Free", "£20 a year", "£3 a month", "£20 one-off". */
export function formatSubscriptionPrice(price: number | null, period: string | null): string | null {
  if (period === 'free' || price === 0) return 'Free';
  if (price === null) return null;
  const suffix = period && Object.hasOwn(PERIOD_SUFFIXES, period) ? PERIOD_SUFFIXES[period] : '';
  return `${formatPounds(price)}${suffix}`;
}
