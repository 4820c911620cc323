import { describe, expect, it } from 'vitest';
import { compilePredicate, matches } from './evaluate-predicate.ts';
import { allDocuments, makeDoc, makeSnapshot, n1, paragraph, snapshot } from './fixtures.test-support.ts';
import { parsePredicates } from './parse-predicates.ts';
import { type Predicate, QueryParsingError, type Snapshot } from './types.ts';

function ids(q: string, snap: Snapshot = snapshot): string[] {
  const predicates = parsePredicates([q]);
  return snap.documents
    .filter((doc) => predicates.every((p) => matches(doc, p, snap)))
    .map((doc) => doc.id)
    .sort();
}

const allIds = allDocuments.map((doc) => doc.id);
const except = (...excluded: string[]) => allIds.filter((id) => !excluded.includes(id)).sort();

function rejects(q: string, message: string | RegExp): void {
  expect(() => parsePredicates([q])).toThrowError(QueryParsingError);
  expect(() => parsePredicates([q])).toThrowError(message);
}

describe('at', () => {
  it.each([
    ['at(document.type, "news_item")', ['n1', 'n2', 'n3']],
    ['at(document.type, "nope")', []],
    ['at(document.id, "about")', ['about']],
    ['at(document.tags, "press")', ['n1', 'n2']],
    ['at(document.tags, ["press", "featured"])', ['n1']],
    ['at(document.tags, ["press", "nope"])', []],
    ['at(my.news_item.uid, "hello-world")', ['n1']],
    ['at(my.page.uid, "hello-world")', []],
    ['at(my.news_item.category, "Events")', ['n2']],
    ['at(my.news_item.category, "events")', []],
    ['at(my.event.price, 10)', ['e1']],
    ['at(my.event.price, "10")', ['e1']],
    ['at(my.event.capacity, 12.5)', ['e2']],
    ['at(my.event.members_only, true)', ['e1']],
    ['at(my.event.members_only, false)', ['e2', 'e3']],
    ['at(my.news_item.author, "jane")', ['n1']],
    ['at(my.page.parent, "organisation")', ['governance']],
    ['at(my.news_item.date, "2024-10-21")', ['n1']],
    ['at(my.event.start, "2024-06-15T18:30:00Z")', ['e1']],
    ['at(my.event.start, 1718476200000)', ['e1']],
    ['at(my.navigation.social.platform, "X")', ['navigation']],
    ['at(my.page.layout, "default")', ['about']],
  ])('%s', (predicate, expected) => {
    expect(ids(`[[${predicate}]]`)).toEqual(expected);
  });

  it('rejects wrong argument types', () => {
    rejects('[[at(document.type, 3)]]', 'expected a string');
    rejects('[[at(document.type, ["a"])]]', 'not an array');
    rejects('[[at(my.t.f, ["a"])]]', 'not an array');
    rejects('[[at(document.tags, [1])]]', 'expected a string');
    rejects('[[at(document.type)]]', 'expected 1 value argument');
    rejects('[[at(document.type, "a", "b")]]', 'expected 1 value argument');
    rejects('[[at(document, "a")]]', 'not allowed here');
    rejects('[[at(document.slug, "a")]]', 'invalid path');
    rejects('[[at(my.page, "a")]]', 'invalid path');
    rejects('[[at("x", "a")]]', 'expected a document');
  });
});

describe('not', () => {
  it.each([
    ['not(document.type, "page")', except('about', 'about-fr', 'organisation', 'governance', 'guides')],
    ['not(document.id, "about")', except('about')],
    ['not(my.news_item.category, "Events")', ['n1', 'n3']],
    ['not(document.tags, ["press", "featured"])', except('n1')],
    ['not(document.tags, "press")', except('n1', 'n2')],
    ['not(my.event.members_only, true)', ['e2', 'e3']],
  ])('%s', (predicate, expected) => {
    expect(ids(`[[${predicate}]]`)).toEqual(expected);
  });
});

describe('any', () => {
  it.each([
    ['any(document.tags, ["featured", "organisation"])', ['about', 'n1']],
    ['any(document.tags, [])', []],
    ['any(document.type, ["author", "navigation"])', ['jane', 'navigation']],
    ['any(my.news_item.category, ["Events", "Members"])', ['n2', 'n3']],
    ['any(my.event.price, [0, 10])', ['e1', 'e2']],
  ])('%s', (predicate, expected) => {
    expect(ids(`[[${predicate}]]`)).toEqual(expected);
  });

  it('requires an array', () => {
    rejects('[[any(document.type, "page")]]', 'expected an array');
    rejects('[[any(document.type, [1])]]', 'expected a string');
  });
});

describe('in', () => {
  it('matches ids and uids', () => {
    expect(ids('[[in(document.id, ["n2", "about", "zzz"])]]')).toEqual(['about', 'n2']);
    expect(ids('[[in(my.page.uid, ["guides", "about", "a-propos"])]]')).toEqual([
      'about',
      'about-fr',
      'guides',
    ]);
    expect(ids('[[in(my.news_item.uid, ["about"])]]')).toEqual([]);
  });

  it('only accepts document.id and my.<type>.uid with an array of strings', () => {
    rejects('[[in(document.type, ["page"])]]', 'path "document.type" is not allowed here');
    rejects('[[in(my.page.title, ["x"])]]', 'not allowed here');
    rejects('[[in(document.tags, ["x"])]]', 'not allowed here');
    rejects('[[in(document.id, "x")]]', 'expected an array');
    rejects('[[in(document.id, [1])]]', 'expected a string');
  });
});

describe('fulltext', () => {
  it.each([
    ['fulltext(document, "parish records")', ['n1', 'n2']],
    ['fulltext(document, "PARISH")', ['n1', 'n2']],
    ['fulltext(document, "parish trustees")', []],
    ['fulltext(document, "cafe")', ['n1']],
    ['fulltext(document, "société")', ['about-fr']],
    ['fulltext(document, "societe")', ['about-fr']],
    ['fulltext(document, "register")', ['n1']],
    ['fulltext(document, "trustees")', ['about']],
    ['fulltext(document, "today")', ['home']],
    ['fulltext(document, "charity")', ['navigation']],
    ['fulltext(document, "hello-world")', ['n1']],
    ['fulltext(document, "undated")', ['n3']],
    ['fulltext(document, "Saturday")', []],
    ['fulltext(document, "   ")', []],
    ['fulltext(my.news_item.summary, "fair")', ['n2']],
    ['fulltext(my.news_item.title, "fair")', ['n2']],
    ['fulltext(my.news_item.summary, "census")', []],
    ['fulltext(my.news_item.body, "census")', ['n1']],
    ['fulltext(my.news_item.category, "society")', ['n1']],
    ['fulltext(my.news_item.uid, "spring")', ['n2']],
    ['fulltext(my.page.title, "parish")', []],
  ])('%s', (predicate, expected) => {
    expect(ids(`[[${predicate}]]`)).toEqual(expected);
  });

  it('does not search link or image metadata', () => {
    expect(ids('[[fulltext(document, "jane")]]')).toEqual(['jane']);
    expect(ids('[[fulltext(document, "assets")]]')).toEqual([]);
  });

  it('rejects non-text paths and arguments', () => {
    rejects('[[fulltext(document.type, "x")]]', 'not allowed here');
    rejects('[[fulltext(document, 3)]]', 'expected a string');
  });
});

describe('has and missing', () => {
  it.each([
    ['has(my.news_item.date)', ['n1', 'n2']],
    ['missing(my.news_item.date)', ['n3']],
    ['has(my.news_item.author)', ['n1']],
    ['missing(my.news_item.author)', ['n2', 'n3']],
    ['has(my.page.body)', ['about']],
    ['missing(my.page.body)', ['about-fr', 'governance', 'guides', 'organisation']],
    ['has(my.page.parent)', ['governance', 'guides', 'organisation']],
    ['has(my.event.location)', ['e1', 'e2']],
    ['missing(my.event.location)', ['e3']],
    ['has(my.event.members_only)', ['e1', 'e2', 'e3']],
    ['has(my.news_item.uid)', ['n1', 'n2', 'n3']],
  ])('%s', (predicate, expected) => {
    expect(ids(`[[${predicate}]]`)).toEqual(expected);
  });

  it('treats an empty old-style rich text as missing', () => {
    const snap = makeSnapshot([
      makeDoc({ id: 'a', type: 't', data: { body: [paragraph('')] } }),
      makeDoc({ id: 'b', type: 't', data: { body: [paragraph('x')] } }),
    ]);
    expect(ids('[[missing(my.t.body)]]', snap)).toEqual(['a']);
  });

  it('needs a my.* path and no value', () => {
    rejects('[[has(document.type)]]', 'expected a my.<type>.<field> path');
    rejects('[[missing(my.t.f, 1)]]', 'expected no argument');
  });
});

describe('similar', () => {
  const snap = makeSnapshot([
    makeDoc({ id: 'a', type: 't', tags: ['x'], data: { body: [paragraph('fruit apple banana')] } }),
    makeDoc({ id: 'b', type: 't', data: { body: [paragraph('fruit banana cherry')] } }),
    makeDoc({ id: 'c', type: 't', tags: ['x'], data: { body: [paragraph('fruit durian')] } }),
    makeDoc({ id: 'd', type: 't', data: { body: [paragraph('fruit elderberry')] } }),
  ]);

  it('finds documents sharing a tag or a rare word, never the document itself', () => {
    expect(ids('[[similar("a", 3)]]', snap)).toEqual(['b', 'c']);
    expect(ids('[[similar("a", 100)]]', snap)).toEqual(['b', 'c', 'd']);
    expect(ids('[[similar("a")]]', snap)).toEqual(['b', 'c', 'd']);
    expect(ids('[[similar("d", 3)]]', snap)).toEqual([]);
    expect(ids('[[similar("missing", 10)]]', snap)).toEqual([]);
    expect(ids('[[similar("n1", 10)]]')).toContain('n2');
  });

  it('validates its arguments', () => {
    rejects('[[similar(document.id, 10)]]', 'expected a document id');
    rejects('[[similar("a", "x")]]', 'expected a number');
    rejects('[[similar(3, 10)]]', 'expected a string');
  });
});

describe('number predicates', () => {
  it.each([
    ['number.lt(my.event.price, 10)', ['e2']],
    ['number.gt(my.event.price, 0)', ['e1']],
    ['number.gt(my.event.price, 10)', []],
    ['number.inRange(my.event.price, 0, 10)', ['e1', 'e2']],
    ['number.inRange(my.event.price, 1, 9)', []],
    ['number.gt(my.event.capacity, 12)', ['e1', 'e2']],
    ['number.lt(my.event.capacity, 12.6)', ['e2']],
    ['number.gt(my.event.price, -1)', ['e1', 'e2']],
    ['number.lt(my.page.price, 100)', []],
  ])('%s', (predicate, expected) => {
    expect(ids(`[[${predicate}]]`)).toEqual(expected);
  });

  it('rejects wrong arguments', () => {
    rejects('[[number.lt(my.x.y, "abc")]]', 'expected a number, got "abc"');
    rejects('[[number.lt(document.type, 1)]]', 'not allowed here');
    rejects('[[number.inRange(my.e.p, 1)]]', 'expected 2 value argument');
    rejects('[[number.gt(my.e.p, true)]]', 'expected a number, got true');
  });
});

describe('date predicates', () => {
  it.each([
    ['date.after(my.news_item.date, "2024-03-05")', ['n1']],
    ['date.after(my.news_item.date, 1709596800000)', ['n1']],
    ['date.after(my.news_item.date, 1709596799999)', ['n1', 'n2']],
    ['date.before(my.news_item.date, "2024-10-21")', ['n2']],
    ['date.between(my.news_item.date, "2024-03-05", "2024-10-21")', ['n1', 'n2']],
    ['date.between(my.news_item.date, "2024-03-06", "2024-10-20")', []],
    ['date.after(document.first_publication_date, "2024-06-01")', ['n1']],
    ['date.after(document.last_publication_date, "2024-05-20T12:00:00+0000")', ['e2', 'e3', 'n1']],
    ['date.before(document.last_publication_date, "2023-01-01T09:00:01+0000")', ['jane', 'navigation']],
    ['date.after(my.event.start, "2024-06-15T20:30:00+0200")', ['e2']],
    ['date.after(my.event.start, "2024-06-15T20:29:59+02:00")', ['e1', 'e2']],
    ['date.year(my.event.start, 2025)', ['e2']],
    ['date.year(document.first_publication_date, 2023)', ['about', 'n3']],
    ['date.month(my.event.start, "june")', ['e1']],
    ['date.month(my.event.start, "Jun")', ['e1']],
    ['date.month(my.event.start, 6)', ['e1']],
    ['date.month-after(my.event.start, "january")', ['e1']],
    ['date.month-before(my.event.start, 6)', ['e2']],
    ['date.day-of-month(my.news_item.date, 21)', ['n1']],
    ['date.day-of-month-after(my.news_item.date, 10)', ['n1']],
    ['date.day-of-month-before(my.news_item.date, 10)', ['n2']],
    ['date.day-of-month-before(my.news_item.date, 5)', []],
    ['date.day-of-week(my.news_item.date, "monday")', ['n1']],
    ['date.day-of-week(my.news_item.date, "TUE")', ['n2']],
    ['date.day-of-week(my.news_item.date, 2)', ['n2']],
    ['date.day-of-week-after(my.news_item.date, 1)', ['n2']],
    ['date.day-of-week-before(my.news_item.date, "Tuesday")', ['n1']],
    ['date.day-of-week(my.event.start, "sat")', ['e1', 'e2']],
    ['date.day-of-week(my.event.start, 7)', []],
    ['date.hour(my.event.start, 18)', ['e1']],
    ['date.hour-after(my.event.start, 10)', ['e1']],
    ['date.hour-before(my.event.start, 10)', ['e2']],
    ['date.hour(my.news_item.date, 0)', ['n1', 'n2']],
  ])('%s', (predicate, expected) => {
    expect(ids(`[[${predicate}]]`)).toEqual(expected);
  });

  it('rejects wrong arguments', () => {
    rejects('[[date.after(my.x.y, "not a date")]]', 'expected a date');
    rejects('[[date.after(my.x.y, "2024-13-01")]]', 'expected a date');
    rejects('[[date.between(my.x.y, "2024-01-01")]]', 'expected 2 value argument');
    rejects('[[date.month(my.x.y, 13)]]', 'expected an integer 1..12 or a name');
    rejects('[[date.day-of-week(my.x.y, "funday")]]', 'got "funday"');
    rejects('[[date.day-of-month(my.x.y, 0)]]', 'expected an integer 1..31');
    rejects('[[date.hour(my.x.y, 24)]]', 'expected an integer 0..23');
    rejects('[[date.hour(my.x.y, 1.5)]]', 'expected an integer 0..23');
    rejects('[[date.after(document.type, 1)]]', 'not allowed here');
    rejects('[[date.year(my.x, 2024)]]', 'invalid path');
  });
});

describe('geopoint.near', () => {
  it.each([
    ['geopoint.near(my.event.location, 51.5, -0.12, 10)', ['e1']],
    ['geopoint.near(my.event.location, 51.5, -0.12, 500)', ['e1', 'e2']],
    ['geopoint.near(my.event.location, 51.5, -0.12, 0.5)', []],
    ['geopoint.near(my.event.location, -33.86, 151.2, 100)', []],
  ])('%s', (predicate, expected) => {
    expect(ids(`[[${predicate}]]`)).toEqual(expected);
  });

  it('rejects wrong arguments', () => {
    rejects('[[geopoint.near(my.e.l, 91, 0, 1)]]', 'latitude');
    rejects('[[geopoint.near(my.e.l, 0, 181, 1)]]', 'longitude');
    rejects('[[geopoint.near(my.e.l, 0, 0, -1)]]', 'radius');
    rejects('[[geopoint.near(my.e.l, 0, 0)]]', 'expected 3 value argument');
  });
});

describe('matches', () => {
  it('evaluates a hand-built predicate and validates it too', () => {
    const predicate: Predicate = {
      name: 'at',
      path: 'document.type',
      args: ['news_item'],
      location: '',
      column: 1,
      argColumns: [1],
    };
    expect(matches(n1, predicate, snapshot)).toBe(true);
    expect(compilePredicate(predicate)).toBe(compilePredicate(predicate));
    expect(() => matches(n1, { ...predicate, name: 'number.lt' }, snapshot)).toThrowError(QueryParsingError);
  });

  it('ANDs several predicates of one q', () => {
    expect(
      ids('[[at(document.type, "news_item")][any(document.tags, ["press"])][has(my.news_item.author)]]'),
    ).toEqual(['n1']);
  });
});
