const DATE_RE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

const UTC_ISO_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?Z$/;
const parsed = new Map<string, number | null>();
const PARSED_CACHE_LIMIT = 10_000;

/** Epoch ms of `2024-10-21`, `2024-10-21T09:00:00+0000`, `2002-08-28T15:30:00+03:00`, ISO `...Z`; else null. */
export function parseDateValue(value: string): number | null {
  const cached = parsed.get(value);
  if (cached !== undefined) return cached;
  const ms = value.length > 40 ? null : computeDate(value.trim());
  if (parsed.size >= PARSED_CACHE_LIMIT) parsed.clear();
  parsed.set(value, ms);
  return ms;
}

function computeDate(value: string): number | null {
  const m = DATE_RE.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 60) return null;
  const millis = Number((m[7] ?? '').padEnd(3, '0').slice(0, 3));
  const utc = Date.UTC(year, month - 1, day, hour, minute, second, millis);
  return utc - offsetMinutes(m[8]) * 60_000;
}

function offsetMinutes(offset: string | undefined): number {
  if (!offset || offset.toUpperCase() === 'Z') return 0;
  const digits = offset.slice(1).replace(':', '');
  const minutes = Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2));
  return offset.startsWith('-') ? -minutes : minutes;
}

/** A date predicate argument: epoch ms, or a date string. */
export function dateArgToMs(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return parseDateValue(value);
  return null;
}

/** An ISO instant as the API writes it: `YYYY-MM-DDTHH:mm:ss+0000`. */
export function formatApiDate(iso: string | null): string | null {
  if (iso === null) return null;
  if (UTC_ISO_RE.test(iso)) return `${iso.slice(0, 19)}+0000`;
  const ms = parseDateValue(iso) ?? Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  return `${new Date(ms).toISOString().slice(0, 19)}+0000`;
}
