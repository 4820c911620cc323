export type GedcomCalendar = 'gregorian' | 'julian' | 'hebrew' | 'french_r';

export type YearRange = { min: number; max: number };

const GREGORIAN_MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const MONTH_NAMES = [
  'JANUARY',
  'FEBRUARY',
  'MARCH',
  'APRIL',
  'MAY',
  'JUNE',
  'JULY',
  'AUGUST',
  'SEPTEMBER',
  'OCTOBER',
  'NOVEMBER',
  'DECEMBER',
];
/** Tishri … Elul; TSH–TVT fall (mostly) in the first civil year, SHV–ELL in the second. */
const HEBREW_MONTHS = [
  'TSH',
  'CSH',
  'KSL',
  'TVT',
  'SHV',
  'ADR',
  'ADS',
  'NSN',
  'IYR',
  'SVN',
  'TMZ',
  'AAV',
  'ELL',
];
/** Vendémiaire … jours complémentaires; year I began on 22 September 1792. */
const FRENCH_MONTHS = [
  'VEND',
  'BRUM',
  'FRIM',
  'NIVO',
  'PLUV',
  'VENT',
  'GERM',
  'FLOR',
  'PRAI',
  'MESS',
  'THER',
  'FRUC',
  'COMP',
];

const CALENDAR_NAMES: Record<string, GedcomCalendar> = {
  GREGORIAN: 'gregorian',
  JULIAN: 'julian',
  HEBREW: 'hebrew',
  FRENCH_R: 'french_r',
  'FRENCH R': 'french_r',
};

export function calendarNamed(name: string): GedcomCalendar | undefined {
  return CALENDAR_NAMES[name];
}

/** Month number (1-based) in the calendar, accepting full English names for the Gregorian and Julian ones. */
export function monthNumber(calendar: GedcomCalendar, token: string): number | undefined {
  if (calendar === 'hebrew') return index(HEBREW_MONTHS, token);
  if (calendar === 'french_r') return index(FRENCH_MONTHS, token);
  const word = token.replace(/\.$/, '');
  if (word.length < 3) return undefined;
  const month = index(GREGORIAN_MONTHS, word.slice(0, 3));
  if (month === undefined) return undefined;
  return MONTH_NAMES[month - 1]!.startsWith(word) ? month : undefined;
}

function index(months: string[], token: string): number | undefined {
  const found = months.indexOf(token);
  return found < 0 ? undefined : found + 1;
}

/** The Gregorian (proleptic, astronomical sign for B.C.) years a calendar year and month can fall in. */
export function gregorianYears(calendar: GedcomCalendar, year: number, month: number | undefined): YearRange {
  if (calendar === 'hebrew') {
    const first = year - 3761;
    if (month === undefined || month === 4) return { min: first, max: first + 1 };
    return month < 4 ? { min: first, max: first } : { min: first + 1, max: first + 1 };
  }
  if (calendar === 'french_r') {
    const first = year + 1791;
    if (month === undefined || month === 4) return { min: first, max: first + 1 };
    return month < 4 ? { min: first, max: first } : { min: first + 1, max: first + 1 };
  }
  return { min: year, max: year };
}
