import { type MatchKind, RECORD_TYPE_LABELS, type RecordDetail, type Role } from '@society/record-search';

const numbers = new Intl.NumberFormat('en-GB');
export const formatCount = (n: number): string => numbers.format(n);

const ROLE_LABELS: Readonly<Record<Role, string>> = {
  principal: 'Principal',
  father: 'Father',
  mother: 'Mother',
  spouse: 'Spouse',
  spouse_father: 'Spouse’s father',
  spouse_mother: 'Spouse’s mother',
  child: 'Child',
  witness: 'Witness',
  godparent: 'Godparent',
  relative: 'Relative',
  other: 'Named',
};
export const roleLabel = (role: Role): string => ROLE_LABELS[role];

const MATCH_LABELS: Readonly<Record<MatchKind, string>> = {
  exact: 'Exact match',
  variant: 'Name variant',
  phonetic: 'Sounds alike',
  fuzzy: 'Similar spelling',
};
export const matchLabel = (match: MatchKind): string => MATCH_LABELS[match];

const MATCH_REASONS: Readonly<Record<MatchKind, (name: string) => string>> = {
  exact: (name) => `spelled as you typed “${name}”`,
  variant: (name) => `a known spelling or form of “${name}”`,
  phonetic: (name) => `sounds like “${name}”`,
  fuzzy: (name) => `spelled nearly like “${name}”`,
};

const MODE_REASONS: Readonly<Partial<Record<string, (name: string) => string>>> = {
  starts: (name) => `begins with “${name}”`,
  wildcard: (name) => `fits the pattern “${name}”`,
  initials: (name) => `the name or initials “${name}”`,
};

/** Why a result matched, in words, with the name searched for: "sounds like “Smith”". */
export function matchReason(
  match: MatchKind,
  query: {
    forename?: string | undefined;
    surname?: string | undefined;
    forenameMatch?: string | undefined;
    surnameMatch?: string | undefined;
  },
): string {
  const name = [query.forename, query.surname].filter(Boolean).join(' ');
  if (!name) return MATCH_LABELS[match].toLowerCase();
  // One name field searched by starts-with, pattern or initials: its rule is the reason.
  const onlyMode = query.forename && query.surname ? undefined : (query.surnameMatch ?? query.forenameMatch);
  const byMode = onlyMode === undefined ? undefined : MODE_REASONS[onlyMode];
  return byMode && match !== 'phonetic' && match !== 'fuzzy' ? byMode(name) : MATCH_REASONS[match](name);
}

/** A year range as people write it: `1821`, `1820–1825`, `after 1820`, or null when unknown. */
export function yearText(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null;
  if (min === null) return `before ${max}`;
  if (max === null) return `after ${min}`;
  return min === max ? String(min) : `${min}–${max}`;
}

/** Forename and surname as written, or a plain word when the record gives neither. */
export function personName(forename: string | null, surname: string | null): string {
  return [forename, surname].filter(Boolean).join(' ') || 'Name not recorded';
}

const countText = (total: { count: number; exact: boolean }, noun: string): string =>
  total.exact
    ? `${formatCount(total.count)} ${noun}${total.count === 1 ? '' : 's'}`
    : `More than ${formatCount(total.count)} ${noun}s`;

/** "1 result", "1,204 results", "More than 10,000 results": one per record or tree person. */
export const resultCountText = (total: { count: number; exact: boolean }): string =>
  countText(total, 'result');

/**
 * "1 mention", "1,204 mentions": how often a name appears (a record naming a father and son Smith
 * mentions Smith twice, and is one search result).
 */
export const mentionCountText = (total: { count: number; exact: boolean }): string =>
  countText(total, 'mention');

/** "± 1 year", "± 5 years": how far either side of a year a search reaches. */
export const giveOrTakeText = (years: number): string => `± ${years} ${years === 1 ? 'year' : 'years'}`;

/** "1 record", "14,870 records". */
export const recordCountText = (n: number): string => `${formatCount(n)} ${n === 1 ? 'record' : 'records'}`;

/** The title of a record: its principal's name (or its first name), its type and year. */
export function recordTitle(record: RecordDetail): string {
  const principal = record.names.find((name) => name.role === 'principal') ?? record.names[0];
  const year = yearText(record.yearMin, record.yearMax);
  const type = RECORD_TYPE_LABELS[record.recordType];
  const name = principal ? personName(principal.forename, principal.surname) : null;
  return [name, [type, year].filter(Boolean).join(' ')].filter(Boolean).join(': ');
}
