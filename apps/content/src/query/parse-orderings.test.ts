import { describe, expect, it } from 'vitest';
import { parseOrderings } from './parse-orderings.ts';
import { QueryParsingError } from './types.ts';

describe('parseOrderings', () => {
  it('parses the form the client sends', () => {
    expect(parseOrderings('[my.news_item.date desc,document.first_publication_date]')).toEqual([
      { field: 'my.news_item.date', direction: 'desc' },
      { field: 'document.first_publication_date', direction: 'asc' },
    ]);
  });

  it('tolerates spaces, missing brackets, explicit asc and any case', () => {
    expect(parseOrderings('  [ my.a.b   DESC , my.a.c asc ]')).toEqual([
      { field: 'my.a.b', direction: 'desc' },
      { field: 'my.a.c', direction: 'asc' },
    ]);
    expect(parseOrderings('my.a.b desc')).toEqual([{ field: 'my.a.b', direction: 'desc' }]);
    expect(parseOrderings('[document.last_publication_date desc,]')).toEqual([
      { field: 'document.last_publication_date', direction: 'desc' },
    ]);
  });

  it('returns no orderings for absent or empty input', () => {
    expect(parseOrderings(undefined)).toEqual([]);
    expect(parseOrderings('')).toEqual([]);
    expect(parseOrderings('[]')).toEqual([]);
  });

  it.each([
    ['[my.a.b sideways]', 'Invalid ordering direction "sideways" at column 2'],
    ['[my.a.b desc extra]', 'Unexpected "extra" at column 2'],
    ['[my.a.b,foo.bar]', 'Invalid ordering field "foo.bar" at column 9'],
    ['[my.a]', 'Invalid ordering field "my.a"'],
    ['[document.tags]', 'Invalid ordering field "document.tags"'],
    ['[document]', 'Invalid ordering field "document"'],
    ['[my.a.b desc', 'Unbalanced'],
    ['my.a.b]', 'Unbalanced'],
    [`[${'my.a.b,'.repeat(400)}]`, 'too long'],
    [`[${'my.a.b,'.repeat(17)}]`, 'Too many ordering fields'],
  ])('rejects %s', (raw, message) => {
    expect(() => parseOrderings(raw)).toThrowError(QueryParsingError);
    expect(() => parseOrderings(raw)).toThrowError(message);
  });
});
