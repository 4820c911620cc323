import { parseDateValue } from './dates.ts';
import { type FieldPath, linkedId, readValues } from './field-path.ts';
import {
  arg,
  arrayArg,
  expectArgCount,
  pathOf,
  type Scalar,
  scalarArg,
  stringArg,
} from './predicate-args.ts';
import type { JsonValue, Predicate, StoredDocument } from './types.ts';

type DocumentTest = (doc: StoredDocument) => boolean;

const notFulltextPath = (path: FieldPath) => path.kind !== 'document';

/** `at`, `not`, `any` and `in`. */
export function equalityTest(p: Predicate): DocumentTest {
  if (p.name === 'in') return inTest(p);
  const path = pathOf(p, notFulltextPath, 'a document.* or my.* path');
  expectArgCount(p, 1);
  if (p.name === 'any') {
    const options = arrayArg(p, 0).map((value) => scalarArg(p, value, 0));
    if (isTextMeta(path)) for (const value of options) stringArg(p, value, 0);
    return (
      metaTest(path, options) ??
      valuesTest(path, (values) => values.some((value) => options.some((o) => valueEquals(value, o))))
    );
  }
  const value = arg(p, 0);
  let test: DocumentTest;
  if (path.kind === 'meta' && path.name === 'tags') {
    const tags = (Array.isArray(value) ? value : [value]).map((tag) => stringArg(p, tag, 0));
    test = (doc) => tags.every((tag) => doc.tags.includes(tag));
  } else {
    const expected = scalarArg(p, value, 0);
    if (isTextMeta(path)) stringArg(p, expected, 0);
    test =
      metaTest(path, [expected]) ??
      valuesTest(path, (values) => values.some((v) => valueEquals(v, expected)));
  }
  if (p.name === 'at') return test;
  return (doc) => readValues(doc, path) !== null && !test(doc);
}

function inTest(p: Predicate): DocumentTest {
  const path = pathOf(p, isIdOrUid, 'document.id or my.<type>.uid');
  expectArgCount(p, 1);
  const keys = new Set(arrayArg(p, 0).map((value) => stringArg(p, value, 0)));
  if (path.kind === 'field') return (doc) => doc.type === path.type && doc.uid !== null && keys.has(doc.uid);
  return (doc) => keys.has(doc.id);
}

function metaTest(path: FieldPath, expected: Scalar[]): DocumentTest | null {
  if (path.kind !== 'meta' || (path.name !== 'type' && path.name !== 'id')) return null;
  const wanted = new Set(expected);
  return path.name === 'type' ? (doc) => wanted.has(doc.type) : (doc) => wanted.has(doc.id);
}

function isTextMeta(path: FieldPath): boolean {
  return path.kind === 'meta' && (path.name === 'type' || path.name === 'id' || path.name === 'tags');
}

export function isIdOrUid(path: FieldPath): boolean {
  if (path.kind === 'meta') return path.name === 'id';
  return path.kind === 'field' && path.segments.length === 1 && path.segments[0] === 'uid';
}

function valuesTest(path: FieldPath, test: (values: JsonValue[]) => boolean): DocumentTest {
  return (doc) => {
    const values = readValues(doc, path);
    return values !== null && test(values);
  };
}

/** Equality as `at` sees it: a relationship by linked id, dates by instant, lenient numbers and booleans. */
export function valueEquals(value: JsonValue, expected: Scalar): boolean {
  const id = linkedId(value);
  if (id !== null) return id === expected;
  if (typeof value === 'string') {
    if (typeof expected === 'number') return parseDateValue(value) === expected;
    if (typeof expected !== 'string') return false;
    return value === expected || sameInstant(value, expected);
  }
  if (typeof value === 'number') {
    if (typeof expected === 'number') return value === expected;
    return typeof expected === 'string' && expected.trim() !== '' && Number(expected) === value;
  }
  if (typeof value === 'boolean') return value === expected || String(value) === expected;
  return false;
}

function sameInstant(a: string, b: string): boolean {
  if (!isDigit(a[0]) || !isDigit(b[0])) return false;
  const ms = parseDateValue(a);
  return ms !== null && ms === parseDateValue(b);
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}
