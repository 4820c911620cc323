import { type FieldList, QueryParsingError } from './types.ts';

const MAX_LENGTH = 4_000;
const ITEM_RE = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_.-]+)$/;

/** `fetch` / `fetchLinks`: `author.name,author.avatar` → author → {name, avatar}. */
export function parseFieldList(raw: string | undefined, param: string): FieldList | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const location = raw.slice(0, 200);
  if (raw.length > MAX_LENGTH)
    throw new QueryParsingError(`${param} is too long (at most ${MAX_LENGTH})`, location, 1);
  const list = new Map<string, Set<string>>();
  let column = 1;
  for (const item of raw.split(',')) {
    const trimmed = item.trim();
    const match = ITEM_RE.exec(trimmed);
    if (trimmed !== '' && !match) {
      const at = column + item.indexOf(trimmed);
      throw new QueryParsingError(
        `Invalid ${param} entry "${trimmed}" at column ${at}, expected type.field`,
        location,
        at,
      );
    }
    column += item.length + 1;
    if (!match) continue;
    const [, type = '', field = ''] = match;
    const fields = list.get(type) ?? new Set<string>();
    fields.add(field);
    list.set(type, fields);
  }
  return list;
}
