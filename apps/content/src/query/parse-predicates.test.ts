import { describe, expect, it } from 'vitest';
import { MAX_Q_LENGTH, parsePredicates } from './parse-predicates.ts';
import { QueryParsingError } from './types.ts';

const one = (q: string) => {
  const [predicate, ...rest] = parsePredicates([q]);
  expect(rest).toEqual([]);
  if (!predicate) throw new Error('no predicate');
  return predicate;
};

function parseError(q: string | string[]): QueryParsingError {
  try {
    parsePredicates(Array.isArray(q) ? q : [q]);
  } catch (error) {
    expect(error).toBeInstanceOf(QueryParsingError);
    return error as QueryParsingError;
  }
  throw new Error(`expected a parsing error for ${String(q)}`);
}

describe('parsePredicates', () => {
  it('parses the form the client sends', () => {
    expect(one('[[at(document.type, "news_item")]]')).toMatchObject({
      name: 'at',
      path: 'document.type',
      args: ['news_item'],
      column: 3,
      argColumns: [21],
    });
  });

  it('parses several predicates in one q and several q params', () => {
    const predicates = parsePredicates([
      '[[at(document.type,"x")][at(my.x.uid,"y")]]',
      '[[has(my.x.title)]]',
    ]);
    expect(predicates.map((p) => [p.name, p.path, p.args])).toEqual([
      ['at', 'document.type', ['x']],
      ['at', 'my.x.uid', ['y']],
      ['has', 'my.x.title', []],
    ]);
  });

  it('parses the legacy binding form of href', () => {
    expect(one('[[:d = at(document.id, "ZxY3lREAACMAbc12") ]]')).toMatchObject({
      name: 'at',
      path: 'document.id',
      args: ['ZxY3lREAACMAbc12'],
    });
    expect(one('[[:doc=any(document.type,["a"])]]').name).toBe('any');
  });

  it('is lenient about whitespace', () => {
    const predicates = parsePredicates([
      '  [ [ at ( document.type ,\n\t"page" ) ]\r\n[ not(document.id,"x") ] ]  ',
    ]);
    expect(predicates.map((p) => [p.name, p.args])).toEqual([
      ['at', ['page']],
      ['not', ['x']],
    ]);
  });

  it('returns nothing for an empty q or an empty predicate list', () => {
    expect(parsePredicates(['', '   ', '[]'])).toEqual([]);
  });

  it('decodes string escapes and single-quoted strings', () => {
    expect(one('[[at(my.t.f, "a \\"quoted\\" \\\\ \\n \\u00e9 \\/")]]').args).toEqual([
      'a "quoted" \\ \n é /',
    ]);
    expect(one("[[at(my.t.f, 'it\\'s')]]").args).toEqual(["it's"]);
    expect(one('[[at(my.t.f, "")]]').args).toEqual(['']);
  });

  it('parses numbers, negatives, decimals and exponents', () => {
    expect(one('[[number.inRange(my.t.n, -10, 2.5)]]').args).toEqual([-10, 2.5]);
    expect(one('[[number.lt(my.t.n, 1e3)]]').args).toEqual([1000]);
    expect(one('[[geopoint.near(my.t.loc, -33.86, 151.2, 0.5)]]').args).toEqual([-33.86, 151.2, 0.5]);
  });

  it('parses booleans and arrays', () => {
    expect(one('[[at(my.t.b, true)]]').args).toEqual([true]);
    expect(one('[[not(my.t.b, false)]]').args).toEqual([false]);
    expect(one('[[at(document.tags, ["a", "b"])]]').args).toEqual([['a', 'b']]);
    expect(one('[[any(my.t.n, [1,2 , -3])]]').args).toEqual([[1, 2, -3]]);
    expect(one('[[in(document.id, [])]]').args).toEqual([[]]);
  });

  it('accepts predicate names with dots, dashes and any case', () => {
    expect(one('[[date.day-of-week-after(my.t.d, "monday")]]').name).toBe('date.day-of-week-after');
    expect(one('[[number.inrange(my.t.n, 1, 2)]]').name).toBe('number.inRange');
    expect(one('[[geopoint.near(my.t.g, 1, 2, 3)]]').name).toBe('geopoint.near');
    expect(one('[[AT(document.type, "x")]]').name).toBe('at');
  });

  it('parses similar, whose first argument is a value', () => {
    expect(one('[[similar("ZxY3", 10)]]')).toMatchObject({ name: 'similar', path: null, args: ['ZxY3', 10] });
  });

  it.each([
    ['[[at(document.type, "x")]', 'Unexpected end of query', 26],
    ['[at(document.type, "x")]', 'Unexpected "a", expected predicate or "]"', 2],
    ['[[at(document.type, "x")]]]', 'Unexpected "]", expected end of query', 27],
    ['[[at(document.type, "x")', 'expected "]"', 25],
    ['[[at document.type, "x")]]', 'expected "("', 6],
    ['[[at(document.type "x")]]', 'Unexpected """, expected "," or ")"', 20],
    ['[[at(document.type, )]]', 'Unexpected ")", expected a value', 21],
    ['[[at(document.type, "x",)]]', 'expected a value', 25],
    ['[[at(document.type, ["a" "b"])]]', 'expected "," or "]"', 26],
    ['[[at(document.type, "x"]]', 'expected "," or ")"', 24],
    ['[[(document.type, "x")]]', 'expected predicate name', 3],
    ['[[:d at(document.type, "x")]]', 'expected "="', 6],
    ['[[at(document.type, "x")]]&page=2', 'Unexpected "&", expected end of query', 27],
    ['page=2', 'Unexpected "p", expected query', 1],
    ['[[at(document.type, "x")][page=2]]', 'Unknown predicate "page"', 27],
    ['[[at(document.type, 1.)]]', 'expected "," or ")"', 22],
    ['[[at(document.type, -)]]', 'expected a number', 21],
    ['[[at(document.type, nope)]]', 'Unexpected field path "nope"', 21],
  ])('rejects %s', (q, message, column) => {
    const error = parseError(q);
    expect(error.message).toContain(message);
    expect(error.message).toContain(`column ${column}`);
    expect(error.column).toBe(column);
  });

  it('rejects unknown predicates, naming them', () => {
    const error = parseError('[[at(document.type, "x")][nearby(my.t.g, 1)]]');
    expect(error.message).toMatch(/Unknown predicate "nearby" at column 27/);
  });

  it('rejects unterminated strings at the opening quote', () => {
    const error = parseError('[[at(document.type, "news)]]');
    expect(error.message).toContain('Unterminated string at column 21');
    expect(parseError('[[at(document.type, "abc\\').message).toContain('Unterminated string');
    expect(parseError('[[at(document.type, "\\u12")]]').message).toContain('Invalid escape');
  });

  it('rejects arrays nested too deeply without recursing far', () => {
    expect(parseError(`[[any(my.t.f, ${'['.repeat(5000)})]]`).message).toContain('nested too deeply');
  });

  it('validates argument types while parsing', () => {
    expect(parseError('[[number.lt(my.x.y, "abc")]]').message).toContain('expected a number, got "abc"');
    expect(parseError('[[in(document.type, ["a"])]]').message).toContain('not allowed here');
    expect(parseError('[[at(document.type, ["a"])]]').message).toContain('not an array');
  });

  it('rejects a 100 KB q as too long', () => {
    const huge = `[[at(document.type, "${'x'.repeat(100_000)}")]]`;
    expect(parseError(huge).message).toContain('too long');
  });

  it('parses a long but allowed q', () => {
    const ids = Array.from({ length: 1500 }, (_, i) => `"id${i}\\"x"`).join(', ');
    const q = `[[in(document.id, [${ids}])]]`;
    expect(q.length).toBeLessThan(MAX_Q_LENGTH);
    expect((one(q).args[0] as string[]).length).toBe(1500);
  });

  it('answers pathological unterminated input with a parsing error', () => {
    for (const q of ['[['.repeat(10_000), `[[at(my.t.f, "${'\\"'.repeat(10_000)}`, '"'.repeat(30_000)]) {
      parseError(q);
    }
  });

  it('caps the number of q params', () => {
    expect(parseError(Array.from({ length: 65 }, () => '[[has(my.t.f)]]')).message).toContain('Too many q');
  });
});
