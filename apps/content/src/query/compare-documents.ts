import { parseDateValue } from './dates.ts';
import { type FieldPath, isObject, isRichText, parseFieldPath, readValues } from './field-path.ts';
import type { JsonValue, OrderingField, StoredDocument } from './types.ts';

type SortKey = number | string | null;
type Comparator = (a: StoredDocument, b: StoredDocument) => number;

const collator = new Intl.Collator('en');
const LAST_PUBLICATION_FIELD = 'document.last_publication_date';
const LAST_PUBLICATION: FieldPath = { kind: 'meta', name: 'last_publication_date' };
const keyCache = new WeakMap<StoredDocument, Map<string, SortKey>>();
const DATE_LIKE_RE = /^\d{4}-\d{2}-\d{2}/;

/**
 * Orders by the given fields (missing values last in either direction), then by id. Without
 * orderings: by `rank` when given (e.g. the array order of `in`), then `last_publication_date desc, id`.
 */
export function createDocumentComparator(
  orderings: readonly OrderingField[],
  rank?: (doc: StoredDocument) => number | undefined,
): Comparator {
  const fields = orderings.flatMap(({ field, direction }) => {
    const path = parseFieldPath(field);
    return path ? [{ field, path, desc: direction === 'desc' }] : [];
  });
  if (fields.length === 0) fields.push({ field: LAST_PUBLICATION_FIELD, path: LAST_PUBLICATION, desc: true });
  const useRank = orderings.length === 0 && rank !== undefined;
  const cache = new Map<StoredDocument, SortKey[]>();
  const keysOf = (doc: StoredDocument) => {
    let keys = cache.get(doc);
    if (!keys) {
      keys = fields.map(({ field, path }) => cachedSortKey(doc, field, path));
      if (useRank) keys.unshift(rank(doc) ?? null);
      cache.set(doc, keys);
    }
    return keys;
  };
  return (a, b) => {
    const keysA = keysOf(a);
    const keysB = keysOf(b);
    const offset = useRank ? 1 : 0;
    if (useRank) {
      const byRank = compareKeys(keysA[0] ?? null, keysB[0] ?? null, false);
      if (byRank !== 0) return byRank;
    }
    for (let i = 0; i < fields.length; i++) {
      const result = compareKeys(
        keysA[i + offset] ?? null,
        keysB[i + offset] ?? null,
        fields[i]?.desc ?? false,
      );
      if (result !== 0) return result;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  };
}

function compareKeys(a: SortKey, b: SortKey, desc: boolean): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  let result: number;
  if (typeof a === 'number' && typeof b === 'number') result = a - b;
  else if (typeof a === 'string' && typeof b === 'string') result = collator.compare(a, b);
  else result = typeof a === 'number' ? -1 : 1;
  return desc ? -result : result;
}

function cachedSortKey(doc: StoredDocument, field: string, path: FieldPath): SortKey {
  let keys = keyCache.get(doc);
  if (!keys) {
    keys = new Map();
    keyCache.set(doc, keys);
  }
  let key = keys.get(field);
  if (key === undefined) {
    key = sortKey(doc, path);
    keys.set(field, key);
  }
  return key;
}

export function sortKey(doc: StoredDocument, path: FieldPath): SortKey {
  const value = readValues(doc, path)?.[0];
  return value === undefined ? null : keyOfValue(value);
}

function keyOfValue(value: JsonValue): SortKey {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string') {
    if (value === '') return null;
    return DATE_LIKE_RE.test(value) ? (parseDateValue(value) ?? value) : value;
  }
  if (Array.isArray(value) && value.length > 0 && isRichText(value)) {
    const first = value[0];
    return isObject(first) && typeof first.text === 'string' && first.text !== '' ? first.text : null;
  }
  return null;
}
