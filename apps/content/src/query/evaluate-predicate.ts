import { dateTest } from './date-predicates.ts';
import { equalityTest } from './equality-predicates.ts';
import { type FieldPath, isFilled, isObject, readValues } from './field-path.ts';
import {
  arg,
  assertNoArgs,
  expectArgCount,
  numberArg,
  pathOf,
  predicateError,
  stringArg,
} from './predicate-args.ts';
import { similarTest } from './similar.ts';
import { tokenize, wordsOfDocument, wordsOfField } from './text-index.ts';
import type { JsonValue, Predicate, Snapshot, StoredDocument } from './types.ts';

export type Matcher = (doc: StoredDocument, snapshot: Snapshot) => boolean;

const compiled = new WeakMap<Predicate, Matcher>();
const isField = (path: FieldPath) => path.kind === 'field';
const FIELD = 'a my.<type>.<field> path';

/** Validates a predicate's arguments (QueryParsingError) and builds its test, once per predicate object. */
export function compilePredicate(predicate: Predicate): Matcher {
  let matcher = compiled.get(predicate);
  if (!matcher) {
    matcher = build(predicate);
    compiled.set(predicate, matcher);
  }
  return matcher;
}

export function matches(doc: StoredDocument, predicate: Predicate, snapshot: Snapshot): boolean {
  return compilePredicate(predicate)(doc, snapshot);
}

function build(p: Predicate): Matcher {
  switch (p.name) {
    case 'at':
    case 'not':
    case 'any':
    case 'in':
      return ignoreSnapshot(equalityTest(p));
    case 'fulltext':
      return ignoreSnapshot(fulltextTest(p));
    case 'has':
    case 'missing':
      return ignoreSnapshot(presenceTest(p));
    case 'similar':
      return similarTest(p);
    case 'number.lt':
    case 'number.gt':
    case 'number.inRange':
      return ignoreSnapshot(numberTest(p));
    case 'geopoint.near':
      return ignoreSnapshot(nearTest(p));
    default:
      return ignoreSnapshot(dateTest(p));
  }
}

function ignoreSnapshot(test: (doc: StoredDocument) => boolean): Matcher {
  return (doc) => test(doc);
}

function fulltextTest(p: Predicate): (doc: StoredDocument) => boolean {
  const path = pathOf(p, (path) => path.kind !== 'meta', '"document" or a my.<type>.<field> path');
  expectArgCount(p, 1);
  const terms = [...new Set(tokenize(stringArg(p, arg(p, 0), 0)))];
  if (terms.length === 0) return () => false;
  if (path.kind !== 'field') return (doc) => terms.every((term) => wordsOfDocument(doc).has(term));
  const key = p.path ?? '';
  return (doc) => doc.type === path.type && terms.every((term) => wordsOfField(doc, path, key).has(term));
}

function presenceTest(p: Predicate): (doc: StoredDocument) => boolean {
  const path = pathOf(p, isField, FIELD);
  assertNoArgs(p);
  const wanted = p.name === 'has';
  return (doc) => {
    const values = readValues(doc, path);
    return values !== null && values.some(isFilled) === wanted;
  };
}

function numberTest(p: Predicate): (doc: StoredDocument) => boolean {
  const path = pathOf(p, isField, FIELD);
  let accept: (n: number) => boolean;
  if (p.name === 'number.inRange') {
    expectArgCount(p, 2);
    const [low, high] = [numberArg(p, 0), numberArg(p, 1)];
    accept = (n) => n >= low && n <= high;
  } else {
    expectArgCount(p, 1);
    const bound = numberArg(p, 0);
    accept = p.name === 'number.lt' ? (n) => n < bound : (n) => n > bound;
  }
  return (doc) => readValues(doc, path)?.some((value) => typeof value === 'number' && accept(value)) ?? false;
}

function nearTest(p: Predicate): (doc: StoredDocument) => boolean {
  const path = pathOf(p, isField, FIELD);
  expectArgCount(p, 3);
  const [latitude, longitude, radius] = [numberArg(p, 0), numberArg(p, 1), numberArg(p, 2)];
  if (Math.abs(latitude) > 90) throw predicateError(p, 'latitude must be within -90..90', 0);
  if (Math.abs(longitude) > 180) throw predicateError(p, 'longitude must be within -180..180', 1);
  if (radius < 0) throw predicateError(p, 'radius must not be negative', 2);
  return (doc) =>
    readValues(doc, path)?.some((value) => {
      const distance = distanceKm(value, latitude, longitude);
      return distance !== null && distance <= radius;
    }) ?? false;
}

/** Great-circle distance from a GeoPoint value, or null when the value is not a filled GeoPoint. */
export function distanceKm(value: JsonValue, latitude: number, longitude: number): number | null {
  if (!isObject(value) || typeof value.latitude !== 'number' || typeof value.longitude !== 'number')
    return null;
  const rad = Math.PI / 180;
  const dLat = (value.latitude - latitude) * rad;
  const dLng = (value.longitude - longitude) * rad;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(latitude * rad) * Math.cos(value.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)));
}
