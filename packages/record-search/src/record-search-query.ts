import { z } from 'zod';
import { hasWildcard, nameProblem, tidyName } from './name-input.ts';
import {
  DEFAULT_PAGE_SIZE,
  FORENAME_MATCHES,
  type ForenameMatch,
  NAME_MATCH_LABELS,
  NAME_MATCHES,
  PAGE_SIZES,
  RECORD_TYPES,
  SORTS,
  YEAR_MAX,
  YEAR_MIN,
  YEAR_RANGES,
} from './record-search-vocabulary.ts';

/**
 * The search's state as one URL query string: the web page's
 * `/research-hub/our-collections/searchexplore?…`, the api's `GET /api/records/search?…`, and what
 * saved searches and search history store are the same string, written by
 * `serialiseRecordSearchQuery` in one canonical order.
 */
export const REPEATABLE_PARAMS = ['type', 'collection', 'county'] as const;
const SINGLE_PARAMS = [
  'surname',
  'surname_match',
  'forename',
  'forename_match',
  'relative_surname',
  'relative_forename',
  'year',
  'year_range',
  'year_from',
  'year_to',
  'place',
  'sort',
  'per_page',
  'after',
] as const;
/** Paging: left out of search history and saved searches. */
export const PAGING_PARAMS = ['after', 'per_page'] as const;

/**
 * The longest `after`: a cursor is its page's last row's sort keys as base64url JSON, at most two
 * texts (the name sort's surname and forename in their normalised form: a name has at most 200
 * characters, which unaccenting may lengthen up to five times, so at most 1,000 bytes each) and two
 * numbers. Any row's cursor must fit, or paging stops at that row short of the total.
 */
export const AFTER_MAX_LENGTH = 4_096;
/** A results page whose address was cut short or edited: the page cursor (`after`) is not one the api gave. */
export const BAD_PAGE_MESSAGE = 'This page of results has a damaged address: go back to the first results.';

/**
 * The form's labels, so every message speaks of a field as the visitor sees it (an address made by
 * hand names parameters the form does not show; those messages name the parameter).
 */
export const FIELD_LABELS = {
  surname: 'Surname',
  surname_match: 'Match the surname by',
  forename: 'Forename',
  forename_match: 'Match the forename by',
  relative_surname: 'Relative’s surname',
  relative_forename: 'Relative’s forename',
  year: 'Year',
  year_range: 'Give or take',
  year_from: 'From year',
  year_to: 'To year',
  place: 'Place',
  county: 'County',
  type: 'Record types',
  collection: 'Collections',
  sort: 'Order',
  per_page: 'Results per page',
} as const;
const label = (key: keyof typeof FIELD_LABELS) => `“${FIELD_LABELS[key]}”`;

const listOf = <T extends z.ZodType>(item: T, max: number, name: keyof typeof FIELD_LABELS) =>
  z
    .array(item)
    .max(max, `Choose at most ${max} in ${label(name)}.`)
    .default([]);

const year = (key: 'year' | 'year_from' | 'year_to') =>
  z
    .string()
    .regex(/^\d{1,4}$/, `${label(key)} must be a year such as 1851.`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(YEAR_MIN, `${label(key)} must be ${YEAR_MIN} or later.`)
        .max(YEAR_MAX, `${label(key)} must be ${YEAR_MAX} or earlier.`),
    );

const nameText = z.string().max(200, 'A name has at most 60 characters.').transform(tidyName);
const oneOf = <const T extends readonly string[]>(values: T, name: keyof typeof FIELD_LABELS) =>
  z.enum(values, { error: () => `Choose ${label(name)} from its list.` });

const shape = {
  surname: nameText.optional(),
  surname_match: oneOf(NAME_MATCHES, 'surname_match').optional(),
  forename: nameText.optional(),
  forename_match: oneOf(FORENAME_MATCHES, 'forename_match').optional(),
  relative_surname: nameText.optional(),
  relative_forename: nameText.optional(),
  year: year('year').optional(),
  year_range: z
    .string()
    .refine((v) => (YEAR_RANGES as readonly number[]).includes(Number(v)) && /^\d+$/.test(v), {
      message: `${label('year_range')} must be one of: ${YEAR_RANGES.join(', ')} years.`,
    })
    .transform(Number)
    .optional(),
  year_from: year('year_from').optional(),
  year_to: year('year_to').optional(),
  place: z
    .string()
    .transform(tidyName)
    .pipe(
      z
        .string()
        .min(1, 'Enter a place, or leave the field out.')
        .max(80, 'A place has at most 80 characters.')
        .regex(
          /^[\p{L}\p{M}\p{N}' ’.,()-]+(?: [\p{L}\p{M}\p{N}' ’.,()-]+)*$/u,
          "A place may contain only letters, digits, spaces and , . ' - ( ).",
        ),
    )
    .optional(),
  county: listOf(
    z.string().regex(/^[\p{L} .'-]{1,40}$/u, `${label('county')} must be a county name or code such as KEN.`),
    10,
    'county',
  ),
  type: listOf(oneOf(RECORD_TYPES, 'type'), RECORD_TYPES.length, 'type'),
  collection: listOf(
    z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `${label('collection')} must name collections from the list.`)
      .max(100),
    20,
    'collection',
  ),
  sort: oneOf(SORTS, 'sort').default('relevance'),
  per_page: z
    .string()
    .refine((v) => (PAGE_SIZES as readonly number[]).includes(Number(v)) && /^\d+$/.test(v), {
      message: `${label('per_page')} must be one of: ${PAGE_SIZES.join(', ')}.`,
    })
    .transform(Number)
    .default(DEFAULT_PAGE_SIZE),
  after: z
    .string()
    .max(AFTER_MAX_LENGTH, BAD_PAGE_MESSAGE)
    .regex(/^[A-Za-z0-9_-]+$/, BAD_PAGE_MESSAGE)
    .optional(),
};

/** One letter, perhaps with a full stop: an initial. */
export const isInitial = (value: string): boolean => /^\p{L}\.?$/u.test(value);

/**
 * How a name is matched when the visitor leaves the menu at its default: by pattern when it holds
 * * or ?, by initial when it is a single letter (a forename's initial, a surname's first letter),
 * else by similar spellings.
 */
export function defaultNameMatch(field: 'surname' | 'forename', value: string): ForenameMatch {
  if (hasWildcard(value)) return 'wildcard';
  if (isInitial(value)) return field === 'forename' ? 'initials' : 'starts';
  return 'variants';
}

/** The menu's default, "Similar spellings", means the default for what was typed (variants of one letter are none). */
function chosenMatch<T extends ForenameMatch>(
  field: 'surname' | 'forename',
  value: string | undefined,
  chosen: T | undefined,
): T | ForenameMatch {
  if (value === undefined) return chosen ?? 'variants';
  if (chosen === undefined || (chosen === 'variants' && isInitial(value)))
    return defaultNameMatch(field, value);
  return chosen;
}

/** Validates the raw parameters (single ones as strings, repeatable ones as arrays). */
export const recordSearchParamsSchema = z
  .strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown search parameter "${issue.keys[0]}".` : undefined,
  })
  .transform((raw, ctx) => {
    const surnameMatch = chosenMatch('surname', raw.surname, raw.surname_match);
    const forenameMatch = chosenMatch('forename', raw.forename, raw.forename_match);
    const problems: string[] = [];
    const checkName = (field: string, value: string | undefined, match: string | null) => {
      if (value === undefined) return;
      if (match !== 'wildcard' && hasWildcard(value)) {
        problems.push(
          match === null
            ? `* and ? work only in the surname and forename: take them out of the ${field}.`
            : `* and ? work only when “Match the ${field} by” is “${NAME_MATCH_LABELS.wildcard}”.`,
        );
        return;
      }
      const problem = nameProblem(field, value, match === 'wildcard');
      if (problem) problems.push(problem);
    };
    checkName('surname', raw.surname, surnameMatch);
    checkName('forename', raw.forename, forenameMatch);
    checkName('relative’s surname', raw.relative_surname, null);
    checkName('relative’s forename', raw.relative_forename, null);
    if (!raw.surname && !raw.forename) problems.push('Enter a surname or a forename to search.');
    if (raw.surname_match && !raw.surname) problems.push(`${label('surname_match')} needs a surname.`);
    if (raw.forename_match && !raw.forename) problems.push(`${label('forename_match')} needs a forename.`);
    if (raw.year !== undefined && (raw.year_from !== undefined || raw.year_to !== undefined)) {
      problems.push(
        `Give either a ${label('year')} (give or take some years) or a ${label('year_from')} and ${label('year_to')}, not both.`,
      );
    }
    if (raw.year_range !== undefined && raw.year === undefined)
      problems.push(`${label('year_range')} needs a ${label('year')}.`);
    if (raw.year_from !== undefined && raw.year_to !== undefined && raw.year_from > raw.year_to) {
      problems.push(`${label('year_from')} must not be after ${label('year_to')}.`);
    }
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    if (problems.length > 0) return z.NEVER;
    const unique = <T extends string>(values: T[]) => [...new Set(values)].sort();
    return {
      surname: raw.surname,
      surnameMatch: raw.surname ? surnameMatch : undefined,
      forename: raw.forename,
      forenameMatch: raw.forename ? forenameMatch : undefined,
      relativeSurname: raw.relative_surname,
      relativeForename: raw.relative_forename,
      year: raw.year,
      yearRange: raw.year === undefined ? undefined : (raw.year_range ?? 0),
      yearFrom: raw.year_from,
      yearTo: raw.year_to,
      place: raw.place,
      county: unique(raw.county.map((c) => c.trim())),
      type: unique(raw.type),
      collection: unique(raw.collection),
      sort: raw.sort,
      perPage: raw.per_page,
      after: raw.after,
    };
  });

export type RecordSearchQuery = z.output<typeof recordSearchParamsSchema>;

export type ParsedRecordSearch =
  | { success: true; query: RecordSearchQuery }
  | { success: false; message: string };

/** Parses a query string (with or without `?`) or URLSearchParams; `message` is fit for a 400 answer. */
export function parseRecordSearchQuery(input: URLSearchParams | string): ParsedRecordSearch {
  const params = typeof input === 'string' ? new URLSearchParams(input.replace(/^\?/, '')) : input;
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of params) {
    if ((REPEATABLE_PARAMS as readonly string[]).includes(key)) {
      raw[key] = [...((raw[key] as string[] | undefined) ?? []), value];
    } else if ((SINGLE_PARAMS as readonly string[]).includes(key) && key in raw) {
      const name = FIELD_LABELS[key as keyof typeof FIELD_LABELS];
      return { success: false, message: name ? `Give “${name}” only once.` : `Give ${key} only once.` };
    } else {
      raw[key] = value;
    }
  }
  const parsed = recordSearchParamsSchema.safeParse(raw);
  if (parsed.success) return { success: true, query: parsed.data };
  return { success: false, message: parsed.error.issues[0]?.message ?? 'The search is not valid.' };
}

/**
 * The one canonical query string of a search (no leading `?`): fixed parameter order, defaults left
 * out, repeatable values sorted. `paging: false` leaves out `after` and `per_page`, as search history
 * and saved searches store it.
 */
export function serialiseRecordSearchQuery(query: RecordSearchQuery, { paging = true } = {}): string {
  const out = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') out.append(key, String(value));
  };
  put('surname', query.surname);
  if (query.surname && query.surnameMatch !== defaultNameMatch('surname', query.surname)) {
    put('surname_match', query.surnameMatch);
  }
  put('forename', query.forename);
  if (query.forename && query.forenameMatch !== defaultNameMatch('forename', query.forename)) {
    put('forename_match', query.forenameMatch);
  }
  put('relative_surname', query.relativeSurname);
  put('relative_forename', query.relativeForename);
  put('year', query.year);
  if (query.year !== undefined && query.yearRange) put('year_range', query.yearRange);
  put('year_from', query.yearFrom);
  put('year_to', query.yearTo);
  put('place', query.place);
  for (const county of query.county) put('county', county);
  for (const type of query.type) put('type', type);
  for (const collection of query.collection) put('collection', collection);
  if (query.sort !== 'relevance') put('sort', query.sort);
  if (paging) {
    if (query.perPage !== DEFAULT_PAGE_SIZE) put('per_page', query.perPage);
    put('after', query.after);
  }
  return out.toString();
}
