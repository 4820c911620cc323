import { parseFieldPath } from './field-path.ts';
import { type OrderingField, QueryParsingError } from './types.ts';

const MAX_ORDERINGS_LENGTH = 2_000;
const MAX_FIELDS = 16;

/** `[my.news_item.date desc,document.first_publication_date]`; brackets and extra spaces optional. */
export function parseOrderings(raw: string | undefined): OrderingField[] {
  if (raw === undefined) return [];
  const fail = (problem: string, column: number) =>
    new QueryParsingError(
      `${problem} at column ${column} in orderings: ${raw.slice(0, 200)}`,
      raw.slice(0, 200),
      column,
    );
  if (raw.length > MAX_ORDERINGS_LENGTH)
    throw fail(`orderings is too long (at most ${MAX_ORDERINGS_LENGTH})`, 1);
  let body = raw;
  let offset = 0;
  const trimmed = raw.trim();
  if (trimmed.startsWith('[') || trimmed.endsWith(']')) {
    if (!trimmed.startsWith('[') || !trimmed.endsWith(']')) throw fail('Unbalanced "[" and "]"', 1);
    offset = raw.indexOf('[') + 1;
    body = trimmed.slice(1, -1);
  }
  const orderings: OrderingField[] = [];
  for (const item of body.split(',')) {
    const column = offset + 1 + (item.length - item.trimStart().length);
    offset += item.length + 1;
    const words = item.trim().split(/\s+/).filter(Boolean);
    if (words.length === 0) continue;
    const [field = '', direction = 'asc', ...rest] = words;
    if (rest.length > 0) throw fail(`Unexpected "${rest[0]}"`, column);
    if (!isOrderingField(field)) throw fail(`Invalid ordering field "${field}"`, column);
    const lower = direction.toLowerCase();
    if (lower !== 'asc' && lower !== 'desc') throw fail(`Invalid ordering direction "${direction}"`, column);
    orderings.push({ field, direction: lower });
  }
  if (orderings.length > MAX_FIELDS) throw fail(`Too many ordering fields (at most ${MAX_FIELDS})`, 1);
  return orderings;
}

function isOrderingField(field: string): boolean {
  const path = parseFieldPath(field);
  if (path === null || path.kind === 'document') return false;
  return path.kind === 'field' || path.name !== 'tags';
}
