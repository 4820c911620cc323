import { BAD_PAGE_MESSAGE } from '@society/record-search';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, browser, buildTestApi, type TestApi } from '../api-test-app.ts';
import { buildRecordsFixture } from './records-fixture.ts';

let api: TestApi;
let guest: Browser;

beforeAll(async () => {
  api = await buildTestApi();
  await buildRecordsFixture(api.services.db);
  guest = await browser(api);
});

const SEARCH_URLS = ['/api/records/search', '/api/records/search.csv', '/api/records/surnames'];

describe('bad searches get 400 with a message, never a 5xx', () => {
  it.each([
    ['', 'Enter a surname or a forename to search.'],
    [
      'surname=S*',
      'A wildcard surname needs at least 2 letters before the first * or ?, or 3 letters in a row (for example Sm*th or *son).',
    ],
    ['surname=*a?', 'A wildcard surname needs at least 2 letters'],
    ['surname=Smith&year=1851&year_range=7', '“Give or take” must be one of: 0, 1, 2, 5, 10, 20, 40 years.'],
    ['surname=Smith&after=bm90IGEgY3Vyc29y', BAD_PAGE_MESSAGE],
    ['surname=Smith&after=WyJhIiwiYiJd', BAD_PAGE_MESSAGE],
    ['surname=Smith&collection=no-such-thing', 'There is no collection "no-such-thing".'],
    ['surname=Smith&nonsense=1', 'Unknown search parameter "nonsense".'],
    ['surname=Sm%C3%AFth%3Cscript%3E', 'A surname may contain only letters'],
  ])('GET /api/records/search?%s', async (query, message) => {
    const response = await guest('GET', `/api/records/search?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a bad cursor on the CSV export with 400 before any of the download is sent', async () => {
    const response = await guest('GET', '/api/records/search.csv?surname=Smith&after=bm90IGEgY3Vyc29y');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(BAD_PAGE_MESSAGE);
  });

  it('refuses a cursor of another sort', async () => {
    const first = (await guest('GET', '/api/records/search?surname=Brown&per_page=10')).json();
    const response = await guest('GET', `/api/records/search?surname=Brown&sort=name&after=${first.next}`);
    expect(response.statusCode).toBe(400);
  });

  it('fuzzes the query string of every search endpoint', async () => {
    const keys = fc.constantFrom(
      'surname',
      'forename',
      'surname_match',
      'forename_match',
      'year',
      'year_range',
      'year_from',
      'year_to',
      'place',
      'county',
      'type',
      'collection',
      'relative_surname',
      'relative_forename',
      'sort',
      'per_page',
      'after',
      'other',
    );
    const values = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom(
        'Smith',
        'Sm*',
        '*',
        '?',
        'soundex',
        'fuzzy',
        'initials',
        '1851',
        '-1',
        '99999',
        'KEN',
        'baptism',
        'year_desc',
        'WzEsMl0',
        'WyJ4IiwxLDJd',
        '%',
        '_',
        "O'Brien",
        'Mc?onald',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SEARCH_URLS),
        fc.array(fc.tuple(keys, values), { maxLength: 6 }),
        async (url, pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await guest('GET', `${url}?${query}`);
          expect(response.statusCode, `${url}?${query} ${response.body}`).toBeLessThan(500);
          if (response.statusCode === 400) expect(response.json().message).toMatch(/\w/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
