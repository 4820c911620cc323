import { describe, expect, it } from 'vitest';
import { parseRoutes } from './parse-routes.ts';
import { QueryParsingError } from './types.ts';

describe('parseRoutes', () => {
  it('parses the array the client sends', () => {
    const raw = JSON.stringify([
      { type: 'homepage', path: '/:lang?' },
      { type: 'page', uid: 'home', lang: 'en-us', path: '/' },
      { type: 'page', path: '/:lang?/:parent?/:uid', resolvers: { parent: 'parent' } },
    ]);
    expect(parseRoutes(raw)).toEqual([
      { type: 'homepage', path: '/:lang?' },
      { type: 'page', uid: 'home', lang: 'en-us', path: '/' },
      { type: 'page', path: '/:lang?/:parent?/:uid', resolvers: { parent: 'parent' } },
    ]);
  });

  it('tolerates a single object, null optionals and unknown keys', () => {
    expect(parseRoutes('{"type":"page","path":"/:uid","uid":null,"extra":1}')).toEqual([
      { type: 'page', path: '/:uid' },
    ]);
  });

  it('returns no routes when absent or blank', () => {
    expect(parseRoutes(undefined)).toEqual([]);
    expect(parseRoutes('  ')).toEqual([]);
    expect(parseRoutes('[]')).toEqual([]);
  });

  it.each([
    ['[{"type":"page"', 'not valid JSON'],
    ['/news/:uid', 'not valid JSON'],
    ['[{"type":"page"}]', 'Invalid routes at 0.path'],
    ['[{"type":"page","path":"/"},{"type":3,"path":"/"}]', 'Invalid routes at 1.type'],
    ['{"path":"/"}', 'Invalid routes at type'],
    ['[{"type":"page","path":"/","resolvers":{"a":1}}]', 'Invalid routes at 0.resolvers.a'],
    ['"page"', 'Invalid routes'],
    ['null', 'Invalid routes'],
    [`[${'{"type":"a","path":"/"},'.repeat(1000)}{}]`, 'too long'],
  ])('rejects %s', (raw, message) => {
    expect(() => parseRoutes(raw)).toThrowError(QueryParsingError);
    expect(() => parseRoutes(raw)).toThrowError(message);
  });
});
