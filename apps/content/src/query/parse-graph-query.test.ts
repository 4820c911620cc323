import { describe, expect, it } from 'vitest';
import { parseFieldList } from './parse-field-list.ts';
import { parseGraphQuery } from './parse-graph-query.ts';
import { QueryParsingError } from './types.ts';

describe('parseGraphQuery', () => {
  it('parses fields, unions, spreads, commas and comments', () => {
    const query = parseGraphQuery(`{
      blog { title, author_link { ...on author { author_name ...authorFields } } # a comment
        body { ... on quote { variation { ...on default { primary { text } } } } } }
      blog { summary }
    }`);
    const blog = query?.get('blog');
    expect([...(blog?.fields.keys() ?? [])]).toEqual(['title', 'author_link', 'body', 'summary']);
    expect(blog?.fields.get('title')).toBeNull();
    const author = blog?.fields.get('author_link')?.unions.get('author');
    expect(author?.all).toBe(true);
    expect([...(author?.fields.keys() ?? [])]).toEqual(['author_name']);
    const quote = blog?.fields.get('body')?.unions.get('quote');
    expect(
      quote?.fields.get('variation')?.unions.get('default')?.fields.get('primary')?.fields.has('text'),
    ).toBe(true);
  });

  it('returns undefined when absent', () => {
    expect(parseGraphQuery(undefined)).toBeUndefined();
    expect(parseGraphQuery(' ')).toBeUndefined();
  });

  it.each([
    ['{ page { title }', 'Unexpected end of graphQuery, expected a document type'],
    ['{ page { title ', 'expected "}"'],
    ['{ page title }', 'expected "{" after "page"'],
    ['page { title }', 'Unexpected "p", expected "{"'],
    ['{ { title } }', 'expected a document type'],
    ['{ page { ...on { x } } }', 'expected a type name after "...on"'],
    ['{ page { ... } }', 'expected "on" or a fragment name'],
    ['{ page { title } } extra', 'expected end of graphQuery'],
    ['{ page { $x } }', 'Unexpected "$"'],
    [`{ page ${'{ a '.repeat(100)}${'}'.repeat(101)} }`, 'nested too deeply'],
    [`{ page { ${'field '.repeat(5000)} } }`, 'too long'],
  ])('rejects %s', (raw, message) => {
    expect(() => parseGraphQuery(raw)).toThrowError(QueryParsingError);
    expect(() => parseGraphQuery(raw)).toThrowError(message);
  });
});

describe('parseFieldList', () => {
  it('groups fields by type', () => {
    const list = parseFieldList('author.name, author.avatar,page.title,,', 'fetchLinks');
    expect(list).toEqual(
      new Map([
        ['author', new Set(['name', 'avatar'])],
        ['page', new Set(['title'])],
      ]),
    );
    expect(parseFieldList(undefined, 'fetch')).toBeUndefined();
    expect(parseFieldList('', 'fetch')).toBeUndefined();
  });

  it('rejects entries that are not type.field', () => {
    expect(() => parseFieldList('author.name,author', 'fetchLinks')).toThrowError(
      'Invalid fetchLinks entry "author" at column 13',
    );
    expect(() => parseFieldList('a.b,"x".y', 'fetch')).toThrowError(QueryParsingError);
  });
});
