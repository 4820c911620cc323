import {
  calendarNamed,
  type GedcomCalendar,
  gregorianYears,
  monthNumber,
  type YearRange,
} from './calendar-years.ts';

export type DateModifier =
  | 'exact'
  | 'about'
  | 'calculated'
  | 'estimated'
  | 'before'
  | 'after'
  | 'between'
  | 'from'
  | 'to'
  | 'period'
  | 'interpreted'
  | 'phrase'
  | 'quarter';

export type GedcomDate = {
  /** The DATE value as written. */
  text: string;
  /** Gregorian years the event can fall in (B.C. as negative years); null when unknown. */
  yearMin: number | null;
  yearMax: number | null;
  modifier: DateModifier | null;
  calendar: GedcomCalendar | null;
  /** Free text from `(…)` or `INT … (…)`. */
  phrase: string | null;
  /** Set when the text breaks the grammar; the range is then null or from a tolerated form. */
  warning: string | null;
};

/** How imprecise dates become year ranges (search uses these as the record's own uncertainty). */
export const DATE_SPREAD = { about: 5, beforeAfter: 20 } as const;

const MODIFIERS: Record<string, DateModifier> = {
  ABT: 'about',
  ABOUT: 'about',
  CIRCA: 'about',
  CA: 'about',
  C: 'about',
  APPROX: 'about',
  CAL: 'calculated',
  EST: 'estimated',
  BEF: 'before',
  BEFORE: 'before',
  AFT: 'after',
  AFTER: 'after',
};
const BC = new Set(['B.C.', 'BC', 'BCE', 'B.C', 'B.C.E.', 'BC.']);

/** The common case, `[day] [MON] year`, answered without the general grammar. */
const EXACT = /^\s*(?:(?:(?:[1-9]|[0-2]\d|3[01]) )?([A-Za-z]{3}) )?(\d{3,4})\s*$/;

type Single = {
  range: YearRange;
  calendar: GedcomCalendar;
  tolerated?: string | undefined;
  quarter?: boolean;
};

/** Parses a GEDCOM 5.5.1 or 7.0 DATE value (and common non-standard forms) into a year range. Never throws. */
export function parseGedcomDate(text: string): GedcomDate {
  const result: GedcomDate = {
    text,
    yearMin: null,
    yearMax: null,
    modifier: null,
    calendar: null,
    phrase: null,
    warning: null,
  };
  const fast = EXACT.exec(text);
  if (fast && (fast[1] === undefined || monthNumber('gregorian', fast[1].toUpperCase()) !== undefined)) {
    const year = Number(fast[2]);
    return { ...result, yearMin: year, yearMax: year, modifier: 'exact', calendar: 'gregorian' };
  }
  const value = text.replace(/@#D([^@]*)@/g, (_, name: string) => name.trim().replace(/ /g, '_')).trim();
  if (value === '') return result;
  const phrase = /^(.*?)\s*\((.*)\)$/s.exec(value);
  let core = value.toUpperCase().replace(/\s+/g, ' ');
  if (phrase) {
    result.phrase = phrase[2]!;
    core = phrase[1]!.toUpperCase().replace(/\s+/g, ' ');
    if (core === '') return { ...result, modifier: 'phrase' };
    if (core.startsWith('INT ')) core = core.slice(4);
    else result.warning = 'Date with a phrase but without INT.';
    result.modifier = 'interpreted';
  }
  const outcome = parseRange(core);
  if (typeof outcome === 'string') return { ...result, modifier: result.modifier, warning: outcome };
  return {
    ...result,
    yearMin: outcome.min,
    yearMax: outcome.max,
    modifier: result.modifier ?? outcome.modifier,
    calendar: outcome.calendar,
    warning: result.warning ?? outcome.tolerated ?? null,
  };
}

type Ranged = YearRange & {
  modifier: DateModifier;
  calendar: GedcomCalendar;
  tolerated?: string | undefined;
};

function parseRange(core: string): Ranged | string {
  const between =
    /^(?:BET|BETWEEN) (.+) (?:AND|&) (.+)$/.exec(core) ?? /^(\d{3,4}) ?- ?(\d{3,4})$/.exec(core);
  if (between) {
    const ranged = span('between', between[1]!, between[2]!);
    if (typeof ranged === 'string' || core.startsWith('BET')) return ranged;
    return { ...ranged, tolerated: ranged.tolerated ?? `Non-standard range "${core}"; read as BET … AND ….` };
  }
  const period = /^FROM (.+?)(?: TO (.+))?$/.exec(core);
  if (period) {
    if (period[2] !== undefined) return span('period', period[1]!, period[2]);
    return spread('from', period[1]!, 0, DATE_SPREAD.beforeAfter);
  }
  if (core.startsWith('TO ')) return spread('to', core.slice(3), DATE_SPREAD.beforeAfter, 0);
  const modified = /^([A-Z]+)\.? (.+)$/.exec(core);
  const word = modified ? MODIFIERS[modified[1]!] : undefined;
  if (modified && word) {
    const rest = modified[2]!;
    if (word === 'before') return spread(word, rest, DATE_SPREAD.beforeAfter, 0);
    if (word === 'after') return spread(word, rest, 0, DATE_SPREAD.beforeAfter);
    return spread(word, rest, DATE_SPREAD.about, DATE_SPREAD.about);
  }
  const questioned = /^(.+?) ?\?$/.exec(core);
  if (questioned) {
    const about = spread('about', questioned[1]!, DATE_SPREAD.about, DATE_SPREAD.about);
    return typeof about === 'string'
      ? about
      : { ...about, tolerated: 'Non-standard date form "?"; read as ABT.' };
  }
  const single = parseSingle(core);
  if (typeof single === 'string') return single;
  const modifier: DateModifier = single.quarter ? 'quarter' : 'exact';
  return { ...single.range, modifier, calendar: single.calendar, tolerated: single.tolerated };
}

function span(modifier: DateModifier, first: string, second: string): Ranged | string {
  const a = parseSingle(first);
  if (typeof a === 'string') return a;
  const b = parseSingle(second);
  if (typeof b === 'string') return b;
  const tolerated = a.tolerated ?? b.tolerated;
  if (a.range.min > b.range.max) {
    return {
      min: b.range.min,
      max: a.range.max,
      modifier,
      calendar: a.calendar,
      tolerated: 'Range ends before it starts.',
    };
  }
  return { min: a.range.min, max: b.range.max, modifier, calendar: a.calendar, tolerated };
}

function spread(modifier: DateModifier, text: string, before: number, after: number): Ranged | string {
  const single = parseSingle(text);
  if (typeof single === 'string') return single;
  const { min, max } = single.range;
  return {
    min: min - before,
    max: max + after,
    modifier,
    calendar: single.calendar,
    tolerated: single.tolerated,
  };
}

/** UK registration quarters as indexes write them: Q1 1850, 1Q 1850, MAR Q 1850, Mar Qtr 1850, 1850 Q1. */
const QUARTER_FIRST =
  /^(?:Q[1-4]|[1-4]Q|(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)[A-Z]*\.? ?(?:Q|QTR|QUARTER)\.?) ?(\d{3,4})$/;
const QUARTER_LAST = /^(\d{3,4}) ?Q[1-4]$/;

/** One date: `[calendar] [[day] month] year[/yy] [B.C.]`, plus quarters and a few common non-GEDCOM forms. */
function parseSingle(input: string): Single | string {
  const text = input.trim();
  const quarter = QUARTER_FIRST.exec(text) ?? QUARTER_LAST.exec(text);
  if (quarter) {
    const year = Number(quarter[1]);
    return { range: { min: year, max: year }, calendar: 'gregorian', quarter: true };
  }
  const numeric =
    /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(text) ?? /^\d{1,2}[./-]\d{1,2}[./-](\d{4})$/.exec(text);
  if (numeric) {
    const year = Number(numeric[1]);
    return {
      range: { min: year, max: year },
      calendar: 'gregorian',
      tolerated: `Non-standard date form "${text}".`,
    };
  }
  const decade = /^(\d{3})0'?S$/.exec(text);
  if (decade) {
    const start = Number(decade[1]) * 10;
    return {
      range: { min: start, max: start + 9 },
      calendar: 'gregorian',
      tolerated: 'Decade read as its ten years.',
    };
  }
  const tokens = text.replace(/,/g, ' ').split(' ').filter(Boolean);
  let calendar: GedcomCalendar = 'gregorian';
  const named = tokens[0] === undefined ? undefined : calendarNamed(tokens[0]);
  if (named) {
    calendar = named;
    tokens.shift();
  } else if (tokens[0] && /^(_\w+|ROMAN|UNKNOWN)$/.test(tokens[0])) {
    return `Calendar ${tokens[0]} cannot be converted to years.`;
  }
  let bc = false;
  if (tokens.length > 1 && BC.has(tokens.at(-1)!)) {
    bc = true;
    tokens.pop();
  }
  let tolerated: string | undefined;
  // "Jan 12 1850" (month first) is common in American exports.
  if (
    tokens.length === 3 &&
    /^\d{1,2}$/.test(tokens[1]!) &&
    monthNumber(calendar, tokens[0]!) !== undefined
  ) {
    [tokens[0], tokens[1]] = [tokens[1]!, tokens[0]!];
    tolerated = 'Month before day; read anyway.';
  }
  if (tokens.length === 0 || tokens.length > 3) return `Unrecognised date "${input}".`;
  const yearMatch = /^(\d+)(?:[/-](\d{1,4}))?$/.exec(tokens.at(-1)!);
  if (!yearMatch) return `Unrecognised date "${input}".`;
  const year = Number(yearMatch[1]);
  let month: number | undefined;
  if (tokens.length >= 2) {
    month = monthNumber(calendar, tokens.at(-2)!);
    if (month === undefined) return `Unrecognised month "${tokens.at(-2)}".`;
    if (!/^(JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC|[A-Z]{3,4})$/.test(tokens.at(-2)!)) {
      tolerated ??= `Month written as "${tokens.at(-2)}".`;
    }
  }
  if (tokens.length === 3) {
    const day = /^\d{1,2}$/.test(tokens[0]!) ? Number(tokens[0]) : 0;
    if (day < 1 || day > 31) return `Unrecognised day "${tokens[0]}".`;
  }
  let range = gregorianYears(calendar, year, month);
  if (yearMatch[2] !== undefined) {
    const dual = dualYear(year, yearMatch[2]);
    if (dual === null)
      tolerated ??= `Dual year "${yearMatch[0]}" is not consecutive; the first year is used.`;
    else range = { min: year, max: dual };
  }
  if (bc) range = { min: -range.max, max: -range.min };
  return { range, calendar, tolerated };
}

/** 1720/21 → 1721; 1699/00 → 1700; anything else is not a dual year. */
function dualYear(year: number, written: string): number | null {
  const next = year + 1;
  const modulus = 10 ** written.length;
  return next % modulus === Number(written) ? next : null;
}
