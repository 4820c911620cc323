import {
  defaultNameMatch,
  NAME_MATCH_LABELS,
  RECORD_TYPE_LABELS,
  type RecordSearchQuery,
} from '@society/record-search';
import { giveOrTakeText } from './record-labels.ts';

const SORT_WORDS: Readonly<Partial<Record<RecordSearchQuery['sort'], string>>> = {
  name: 'by name',
  year: 'earliest first',
  year_desc: 'latest first',
  place: 'by place',
  collection: 'by collection',
};

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const orList = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/** A name with how it is matched, unless by the default for what was typed: "Smith, sounds like". */
function nameWords(field: 'surname' | 'forename', text: string | undefined, match: string | undefined) {
  if (text === undefined) return [];
  const mode = match as keyof typeof NAME_MATCH_LABELS | undefined;
  return mode === undefined || mode === defaultNameMatch(field, text)
    ? [text]
    : [text, lower(NAME_MATCH_LABELS[mode])];
}

function yearWords(query: RecordSearchQuery): string[] {
  if (query.year !== undefined)
    return [query.yearRange ? `${query.year} ${giveOrTakeText(query.yearRange)}` : `${query.year}`];
  if (query.yearFrom !== undefined && query.yearTo !== undefined)
    return [`${query.yearFrom}–${query.yearTo}`];
  if (query.yearFrom !== undefined) return [`from ${query.yearFrom}`];
  if (query.yearTo !== undefined) return [`up to ${query.yearTo}`];
  return [];
}

/**
 * The search in one line, as the folded form shows it: "Smith, sounds like, 1840–1850, Kent".
 * `collections` gives the titles of the collections chosen by slug.
 */
export function searchSummary(
  query: RecordSearchQuery,
  collections: readonly { uid: string; title: string }[] = [],
): string {
  const relative = [query.relativeForename, query.relativeSurname].filter(Boolean).join(' ');
  const titles = query.collection.map((uid) => collections.find((c) => c.uid === uid)?.title ?? uid);
  return [
    ...nameWords('forename', query.forename, query.forenameMatch),
    ...nameWords('surname', query.surname, query.surnameMatch),
    ...(relative ? [`with ${relative}`] : []),
    ...yearWords(query),
    ...(query.place ? [query.place] : []),
    ...(query.county.length > 0 ? [orList(query.county)] : []),
    ...(query.type.length > 0 ? [orList(query.type.map((type) => lower(RECORD_TYPE_LABELS[type])))] : []),
    ...(titles.length > 0 ? [`in ${orList(titles)}`] : []),
    ...(SORT_WORDS[query.sort] ? [SORT_WORDS[query.sort]!] : []),
  ].join(', ');
}
