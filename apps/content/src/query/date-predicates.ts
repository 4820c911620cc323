import { dateArgToMs, parseDateValue } from './dates.ts';
import { type FieldPath, readValues } from './field-path.ts';
import { arg, describe, expectArgCount, pathOf, predicateError } from './predicate-args.ts';
import type { Predicate, StoredDocument } from './types.ts';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

type Part = { names?: string[]; min: number; max: number; read: (date: Date) => number };

const PARTS: Record<string, Part> = {
  'day-of-month': { min: 1, max: 31, read: (d) => d.getUTCDate() },
  'day-of-week': { names: DAYS, min: 1, max: 7, read: (d) => ((d.getUTCDay() + 6) % 7) + 1 },
  month: { names: MONTHS, min: 1, max: 12, read: (d) => d.getUTCMonth() + 1 },
  year: { min: 0, max: 9999, read: (d) => d.getUTCFullYear() },
  hour: { min: 0, max: 23, read: (d) => d.getUTCHours() },
};

const isDatePath = (path: FieldPath) =>
  path.kind === 'field' ||
  (path.kind === 'meta' && (path.name === 'first_publication_date' || path.name === 'last_publication_date'));

/** `date.after`, `date.before`, `date.between` and the `date.<part>[-after|-before]` family; UTC. */
export function dateTest(p: Predicate): (doc: StoredDocument) => boolean {
  const path = pathOf(p, isDatePath, 'a date path (document.*_publication_date or my.<type>.<field>)');
  const accept = instantTest(p) ?? partTest(p);
  return (doc) => {
    const values = readValues(doc, path);
    if (values === null) return false;
    return values.some((value) => {
      const ms = typeof value === 'string' ? parseDateValue(value) : null;
      return ms !== null && accept(ms);
    });
  };
}

function instantTest(p: Predicate): ((ms: number) => boolean) | null {
  if (p.name === 'date.between') {
    expectArgCount(p, 2);
    const [start, end] = [dateArg(p, 0), dateArg(p, 1)];
    return (ms) => ms >= start && ms <= end;
  }
  if (p.name !== 'date.after' && p.name !== 'date.before') return null;
  expectArgCount(p, 1);
  const bound = dateArg(p, 0);
  return p.name === 'date.after' ? (ms) => ms > bound : (ms) => ms < bound;
}

function partTest(p: Predicate): (ms: number) => boolean {
  const suffix = p.name.endsWith('-after') ? '-after' : p.name.endsWith('-before') ? '-before' : '';
  const partName = p.name.slice('date.'.length, p.name.length - suffix.length);
  const part = PARTS[partName];
  if (!part) throw predicateError(p, 'unknown date predicate');
  expectArgCount(p, 1);
  const expected = partArg(p, part);
  return (ms) => {
    const actual = part.read(new Date(ms));
    if (suffix === '-after') return actual > expected;
    return suffix === '-before' ? actual < expected : actual === expected;
  };
}

function dateArg(p: Predicate, index: number): number {
  const value = arg(p, index);
  const ms = dateArgToMs(value);
  if (ms === null)
    throw predicateError(p, `expected a date (epoch ms or date string), got ${describe(value)}`, index);
  return ms;
}

function partArg(p: Predicate, part: Part): number {
  const value = arg(p, 0);
  let n = typeof value === 'number' ? value : Number.NaN;
  if (typeof value === 'string') {
    const lower = value.trim().toLowerCase();
    const index = part.names?.findIndex(
      (name) => name === lower || (lower.length >= 3 && name.startsWith(lower)),
    );
    n = index !== undefined && index >= 0 ? index + 1 : /^\d+$/.test(lower) ? Number(lower) : Number.NaN;
  }
  if (!Number.isInteger(n) || n < part.min || n > part.max) {
    const names = part.names ? ' or a name' : '';
    throw predicateError(
      p,
      `expected an integer ${part.min}..${part.max}${names}, got ${describe(value)}`,
      0,
    );
  }
  return n;
}
