/** GEDCOM's month abbreviations (Gregorian and Julian) as people write the months. */
const MONTHS: Readonly<Record<string, string>> = {
  JAN: 'January',
  FEB: 'February',
  MAR: 'March',
  APR: 'April',
  MAY: 'May',
  JUN: 'June',
  JUL: 'July',
  AUG: 'August',
  SEP: 'September',
  OCT: 'October',
  NOV: 'November',
  DEC: 'December',
};

const WORDS: Readonly<Record<string, string>> = {
  ABT: 'about',
  CAL: 'calculated',
  EST: 'estimated',
  BEF: 'before',
  AFT: 'after',
  BET: 'between',
  AND: 'and',
  FROM: 'from',
  TO: 'to',
  INT: 'interpreted as',
};

/**
 * A tree's date as people read it: "20 AUG 1894" is "20 August 1894", "ABT 1850" "about 1850",
 * "BET 1840 AND 1845" "between 1840 and 1845". Other calendars' months and free text stay as written.
 */
export function readableDate(text: string): string {
  const words = text.trim().split(/\s+/);
  const upper = (word: string) => word.toUpperCase();
  const readable = words.map((word, index) => {
    const key = upper(word);
    if (MONTHS[key]) return MONTHS[key];
    // A qualifier leads the date or joins two: "AND" and "TO" inside a range.
    if (WORDS[key] && (index === 0 || key === 'AND' || key === 'TO')) return WORDS[key];
    return word;
  });
  return readable.join(' ');
}
