import { parseRecordSearchQuery, type RecordSearchAnswer } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSearchFilter } from '../../src/collections/search/build-search-filter.ts';
import { searchFacets } from '../../src/collections/search/search-facets.ts';
import { countMatches } from '../../src/collections/search/search-records.ts';
import { PUBLIC_VISIBILITY } from '../../src/collections/search/visibility.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, signIn, type TestApi } from '../api-test-app.ts';
import { buildRecordsFixture } from './records-fixture.ts';

const PASSWORD = 'a long enough password';
let api: TestApi;
let fixture: Awaited<ReturnType<typeof buildRecordsFixture>>;
let guest: Browser;
let member: Browser;
let staff: Browser;

beforeAll(async () => {
  api = await buildTestApi();
  fixture = await buildRecordsFixture(api.services.db);
  await createUser(api.services.db, {
    email: 'ada@example.org',
    name: 'Ada',
    password: PASSWORD,
    scopes: ['member'],
  });
  await createUser(api.services.db, {
    email: 'sam@example.org',
    name: 'Sam',
    password: PASSWORD,
    scopes: ['member', 'staff'],
  });
  guest = await browser(api);
  member = await signIn(api, 'ada@example.org', PASSWORD);
  staff = await signIn(api, 'sam@example.org', PASSWORD);
});

async function search(query: string, as?: Browser) {
  const who = as ?? guest;
  const response = await who('GET', `/api/records/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RecordSearchAnswer;
}
const names = (answer: RecordSearchAnswer) =>
  answer.results.map((r) => `${r.forename ?? ''} ${r.surname ?? ''}`.trim()).sort();
const surnames = (answer: RecordSearchAnswer) => [...new Set(answer.results.map((r) => r.surname))].sort();

describe('match modes', () => {
  it('exact finds the spelling only', async () => {
    const answer = await search('surname=Smith&surname_match=exact');
    expect(surnames(answer)).toEqual(['Smith']);
    expect(answer.results.every((r) => r.match === 'exact')).toBe(true);
  });

  it('variants (the default) add the variant group, ranked after the exact name', async () => {
    const answer = await search('surname=smith');
    expect(surnames(answer)).toEqual(['Smith', 'Smyth']);
    expect(answer.results.map((r) => r.match)).toEqual([...answer.results.map((r) => r.match)].sort());
    expect(answer.results.at(-1)).toMatchObject({ surname: 'Smyth', match: 'variant' });
  });

  it('starts with and wildcards', async () => {
    expect(surnames(await search('surname=Smith&surname_match=starts'))).toEqual(['Smith', 'Smithson']);
    expect(surnames(await search('surname=Sm%3Fth'))).toEqual(['Smith', 'Smyth']);
    expect(surnames(await search('surname=*son'))).toEqual(['Smithson']);
  });

  it('Soundex, Daitch–Mokotoff and Double Metaphone find Schmidt for Smith, exact first', async () => {
    const soundex = await search('surname=Smith&surname_match=soundex');
    expect(surnames(soundex)).toEqual(['Schmidt', 'Smiht', 'Smith', 'Smyth']);
    expect(soundex.results[0]?.match).toBe('exact');
    expect(soundex.results.find((r) => r.surname === 'Schmidt')?.match).toBe('phonetic');
    expect(surnames(await search('surname=Smith&surname_match=dm'))).toContain('Schmidt');
    expect(surnames(await search('surname=Smith&surname_match=metaphone'))).toContain('Schmidt');
  });

  it('fuzzy finds a transposed spelling', async () => {
    const answer = await search('surname=Smith&surname_match=fuzzy');
    expect(answer.results.find((r) => r.surname === 'Smiht')?.match).toBe('fuzzy');
  });

  it('forename variants and initials', async () => {
    expect(names(await search('forename=John&surname=Smyth&surname_match=exact'))).toEqual(['Jno Smyth']);
    const initials = await search('forename=John&forename_match=initials&surname=Smith&surname_match=exact');
    expect(names(initials)).toEqual(['J. Smith', 'John Smith', 'John Smith']);
    expect(names(await search('forename=J+W&forename_match=initials'))).toEqual(['John William Brown']);
  });
});

describe('filters, sorting and paging', () => {
  it('year ± range and from–to', async () => {
    expect((await search('surname=Brown&year=1810&year_range=2')).total.count).toBe(5);
    expect((await search('surname=Brown&year_from=1820')).total.count).toBe(6);
  });

  it('place with its hierarchy, county, type, collection and relatives', async () => {
    expect(surnames(await search('surname=Smith&surname_match=soundex&place=Sussex'))).toEqual([
      'Schmidt',
      'Smith',
      'Smyth',
    ]);
    expect(surnames(await search('surname=Smith&surname_match=soundex&county=KEN'))).toEqual([
      'Smiht',
      'Smith',
    ]);
    expect(surnames(await search('surname=Smith&surname_match=soundex&type=burial'))).toEqual([
      'Schmidt',
      'Smith',
    ]);
    expect((await search('surname=Brown&collection=sussex-burials')).total.count).toBe(0);
    // John and Mary Smith are on one record: one result, naming both.
    const withWilliam = await search('surname=Smith&relative_forename=William');
    expect(names(withWilliam)).toEqual(['John Smith']);
    expect(withWilliam.results[0]?.alsoNamed).toEqual([
      { forename: 'Mary', surname: 'Smith', role: 'mother' },
    ]);
  });

  it('pages by keyset without gaps or repeats, in every sort', async () => {
    for (const sort of ['relevance', 'year', 'year_desc', 'name', 'place', 'collection']) {
      const seen: number[] = [];
      let after = '';
      for (let page = 0; page < 10; page += 1) {
        const answer = await search(`surname=Brown&sort=${sort}&per_page=10${after}`);
        seen.push(...answer.results.map((r) => r.id));
        if (!answer.next) break;
        after = `&after=${answer.next}`;
      }
      expect(new Set(seen).size, sort).toBe(26);
      expect(seen.length, sort).toBe(26);
    }
    const years = (await search('surname=Brown&sort=year_desc')).results.map((r) => r.yearMin!);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it('answers "more than N" past the cap', async () => {
    const parsed = parseRecordSearchQuery('surname=Brown');
    if (!parsed.success) throw new Error(parsed.message);
    const filter = await buildSearchFilter(api.services.db, parsed.query, PUBLIC_VISIBILITY);
    expect(await countMatches(api.services.db, filter, 5)).toEqual({ count: 5, exact: false });
    expect(await countMatches(api.services.db, filter)).toEqual({ count: 26, exact: true });
  });

  it('leaves facets out (null) when they run past their time limit, instead of failing', async () => {
    const parsed = parseRecordSearchQuery('surname=Smith&surname_match=soundex');
    if (!parsed.success) throw new Error(parsed.message);
    const filter = await buildSearchFilter(api.services.db, parsed.query, PUBLIC_VISIBILITY);
    const slow = { ...filter, where: sql`${filter.where} AND pg_sleep(0.05) IS NOT NULL` };
    expect(await searchFacets(api.services.db, slow, 10)).toBeNull();
    expect(await searchFacets(api.services.db, filter)).not.toBeNull();
  });

  it('counts facets by collection, record type, county and decade, a record once', async () => {
    // Six results: the 1851 baptism names three Smiths and is one of them (as in the list).
    const { facets, total } = await search('surname=Smith&surname_match=soundex');
    expect(total).toEqual({ count: 6, exact: true });
    expect(facets?.collection).toEqual([
      { value: 'kent-baptisms', label: 'kent baptisms', count: 3 },
      { value: 'sussex-burials', label: 'sussex burials', count: 2 },
      { value: 'smith-tree', label: 'smith tree', count: 1 },
    ]);
    expect(facets?.type.map((t) => [t.value, t.count])).toEqual([
      ['baptism', 3],
      ['burial', 2],
      ['tree_person', 1],
    ]);
    expect(facets?.county).toEqual([
      { value: 'SSX', label: 'Sussex', count: 3 },
      { value: 'KEN', label: 'Kent', count: 2 },
    ]);
    expect(facets?.decade.map((d) => [d.value, d.count])).toEqual([
      ['1850', 5],
      ['1860', 1],
    ]);
  });
});

describe('privacy: a living person and a members-only record never reach a guest', () => {
  const hidden = () => [fixture.records.membersOnly, fixture.records.livingJohn];
  const leaks = (answer: RecordSearchAnswer) =>
    answer.results.filter(
      (r) =>
        hidden().includes((r.recordId ?? r.personId)!) &&
        (r.recordId === fixture.records.membersOnly || r.personId === fixture.records.livingJohn),
    );

  it('in results, counts and facets', async () => {
    const answer = await search('surname=Smith&forename=John&surname_match=exact&forename_match=exact');
    expect(leaks(answer)).toEqual([]);
    expect(answer.total).toEqual({ count: 2, exact: true });
    expect(answer.facets?.collection.map((c) => c.value)).not.toContain('members-marriages');
    expect(answer.facets?.decade.map((d) => d.value)).not.toContain('1990');
    const asMember = await search(
      'surname=Smith&forename=John&surname_match=exact&forename_match=exact',
      member,
    );
    // Members see members-only records, but not living people of trees they did not submit.
    expect(asMember.total.count).toBe(3);
    expect(asMember.results.map((r) => r.personId)).not.toContain(fixture.records.livingJohn);
    expect(asMember.facets?.collection.map((c) => c.value)).toContain('members-marriages');
    const asStaff = await search(
      'surname=Smith&forename=John&surname_match=exact&forename_match=exact',
      staff,
    );
    expect(asStaff.total.count).toBe(4);
  });

  it('shows a tree’s living people to its submitter', async () => {
    const query = 'surname=Smith&forename=John&surname_match=exact&forename_match=exact&type=tree_person';
    await api.services.db.execute(
      sql`UPDATE collections SET submitted_by = (SELECT id FROM users WHERE email = 'ada@example.org') WHERE id = ${fixture.collections.tree}`,
    );
    try {
      expect((await search(query, member)).results.map((r) => r.personId)).toContain(
        fixture.records.livingJohn,
      );
    } finally {
      await api.services.db.execute(
        sql`UPDATE collections SET submitted_by = NULL WHERE id = ${fixture.collections.tree}`,
      );
    }
    expect((await search(query, member)).results.map((r) => r.personId)).not.toContain(
      fixture.records.livingJohn,
    );
  });

  it('in the CSV export', async () => {
    const csv = await guest('GET', '/api/records/search.csv?surname=Smith&surname_match=exact');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\n');
    expect(lines[0]).toBe(
      'Collection,Record type,Role,Surname,Forename,Year from,Year to,Place,County,Match,Link',
    );
    expect(lines).toHaveLength(1 + 5);
    expect(csv.body).not.toMatch(/members marriages|1990/);
    const memberCsv = await member('GET', '/api/records/search.csv?surname=Smith&surname_match=exact');
    expect(memberCsv.body.trim().split('\n')).toHaveLength(1 + 6);
  });

  it('in surname counts', async () => {
    const counts = await guest('GET', '/api/records/surnames?surname=Smith');
    expect(counts.json()).toMatchObject({
      surname: 'Smith',
      total: { count: 6, exact: true },
      collections: [
        { uid: 'kent-baptisms', count: 4 },
        { uid: 'smith-tree', count: 1 },
        { uid: 'sussex-burials', count: 1 },
      ],
      query: 'surname=Smith',
    });
    const memberCounts = (await member('GET', '/api/records/surnames?surname=Smith')).json();
    expect(memberCounts.total.count).toBe(7);
    // Read from the A–Z counts, they agree with the names the search itself finds for every reader
    // (naming the collections makes the counts search); the search lists a record naming two once.
    for (const [who, reader] of [
      ['guest', guest],
      ['member', member],
      ['staff', staff],
    ] as const) {
      for (const match of ['variants', 'soundex', 'exact']) {
        const query = `surname=Smith&surname_match=${match}`;
        const counted = (await reader('GET', `/api/records/surnames?${query}`)).json();
        const named = counted.collections.map((c: { uid: string }) => `&collection=${c.uid}`).join('');
        const searchedNames = (await reader('GET', `/api/records/surnames?${query}${named}`)).json();
        expect(searchedNames.collections, `${who} ${match}`).toEqual(counted.collections);
        expect(searchedNames.total, `${who} ${match}`).toEqual(counted.total);
        const searched = (await reader('GET', `/api/records/search?${query}`)).json();
        expect(searched.total.count, `${who} ${match}`).toBeLessThan(counted.total.count);
      }
    }
  });

  it('in record detail (404) and collections', async () => {
    expect((await guest('GET', `/api/records/${fixture.records.membersOnly}`)).statusCode).toBe(404);
    expect((await member('GET', `/api/records/${fixture.records.membersOnly}`)).statusCode).toBe(200);
    const list = (await guest('GET', '/api/collections')).json();
    expect(list.collections.map((c: { uid: string }) => c.uid)).not.toContain('members-marriages');
    expect(list.collections.find((c: { uid: string }) => c.uid === 'smith-tree').personCount).toBe(1);
    expect((await guest('GET', '/api/collections/unknown-collection')).statusCode).toBe(404);
    const tree = (await guest('GET', '/api/collections/smith-tree?letter=s')).json();
    expect(tree.surnames).toEqual([{ surname: 'Smith', count: 1 }]);
    // Staff see the living Smith counted too (the A–Z counts keep both figures).
    const staffTree = (await staff('GET', '/api/collections/smith-tree?letter=s')).json();
    expect(staffTree.surnames).toEqual([{ surname: 'Smith', count: 2 }]);
  });
});

describe('a members-only collection', () => {
  it('tells a guest what it holds, naming no one', async () => {
    const answer = await guest('GET', '/api/collections/members-marriages?letter=S');
    expect(answer.statusCode).toBe(200);
    const summary = answer.json();
    expect(summary).toMatchObject({
      collection: { uid: 'members-marriages', access: 'members', recordCount: 1 },
      locked: true,
      coverage: { yearMin: 1850, yearMax: 1850, recordTypes: ['marriage'], places: ['Canterbury'] },
      letters: [],
      surnames: [],
    });
    expect(answer.body).not.toMatch(/Smith|Hougham/);
  });

  it('gives a member its surnames A–Z', async () => {
    const detail = (await member('GET', '/api/collections/members-marriages?letter=S')).json();
    expect(detail).toMatchObject({ locked: false, surnames: [{ surname: 'Smith', count: 1 }] });
  });
});

describe('record detail, collections and places', () => {
  it('shows a record with its names, place chain and citation', async () => {
    const detail = (await guest('GET', `/api/records/${fixture.records.smithFamily}`)).json();
    expect(detail).toMatchObject({
      recordType: 'baptism',
      yearMin: 1851,
      collection: { uid: 'kent-baptisms' },
      citation: 'Society transcript: kent-baptisms, p. 51',
    });
    expect(detail.names.map((n: { role: string }) => n.role)).toEqual(['principal', 'father', 'mother']);
    expect(detail.places.map((p: { name: string }) => p.name)).toEqual(['Canterbury', 'Kent', 'England']);
    expect(detail.original).toContainEqual({ column: 'Name 2', value: 'William Smith' });
  });

  it('browses a collection A–Z and looks places up with their parents', async () => {
    const baptisms = (await guest('GET', '/api/collections/kent-baptisms?letter=B')).json();
    expect(baptisms.letters).toEqual([
      { letter: 'B', count: 1 },
      { letter: 'S', count: 4 },
    ]);
    expect(baptisms.surnames).toEqual([{ surname: 'Brown', count: 26 }]);
    const places = (await guest('GET', '/api/places?name=cant')).json();
    expect(places.places).toEqual([
      {
        id: fixture.places.canterbury,
        name: 'Canterbury',
        kind: 'parish',
        parents: [
          { id: fixture.places.kent, name: 'Kent', kind: 'county' },
          expect.objectContaining({ name: 'England' }),
        ],
      },
    ]);
  });
});

describe('members', () => {
  it('records a signed-in member’s search in their history, without paging', async () => {
    await search('surname=Brown&per_page=10', member);
    const history = (await member('GET', '/api/search-history')).json();
    expect(history[0]).toMatchObject({ query: 'surname=Brown', resultCount: 26 });
  });

  it('counts a saved search’s results and those new since its last run', async () => {
    const saved = (
      await member('POST', '/api/saved-searches', { name: 'Browns', query: 'surname=Brown' })
    ).json();
    // Saved is the first run: a run after it finds nothing new.
    expect(saved).toMatchObject({ lastResultCount: 26, newResultCount: null });
    const first = (await member('POST', `/api/saved-searches/${saved.id}/run`)).json();
    expect(first).toMatchObject({ lastResultCount: 26, newResultCount: 0 });
    const second = (await member('POST', `/api/saved-searches/${saved.id}/run`)).json();
    expect(second).toMatchObject({ lastResultCount: 26, newResultCount: 0 });
  });

  it('runs a saved site search (not a records search) with its time stamped and no counts', async () => {
    const saved = (
      await member('POST', '/api/saved-searches', { name: 'Census pages', query: 'q=census&type=page' })
    ).json();
    const run = await member('POST', `/api/saved-searches/${saved.id}/run`);
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ lastResultCount: null, newResultCount: null });
    expect(run.json().lastRunAt).not.toBeNull();
  });
});
