import { Readable } from 'node:stream';
import type { PedigreeAnswer, TreeDetail, TreeList, TreePersonDetail } from '@society/record-search';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importGedcom } from '../../src/collections/import/gedcom/import-gedcom.ts';
import { createUser } from '../../src/users/user-repository.ts';
import { type Browser, browser, buildTestApi, signIn, type TestApi } from '../api-test-app.ts';
import { ASHBY_GEDCOM } from './trees-fixture.ts';

const PASSWORD = 'a long enough password';
let api: TestApi;
let guest: Browser;
let submitter: Browser;
let otherMember: Browser;
let staff: Browser;
const ids = new Map<string, number>();
const id = (xref: string) => ids.get(`@${xref}@`)!;

beforeAll(async () => {
  api = await buildTestApi(
    process.env.TREES_DEBUG
      ? { logStream: { write: (line: string) => line.includes('"level":50') && console.error(line) } }
      : {},
  );
  const db = api.services.db;
  const user = async (email: string, scopes: string[]) =>
    (await createUser(db, { email, name: email.split('@')[0]!, password: PASSWORD, scopes })).id;
  const submitterId = await user('margaret@example.org', ['member']);
  await user('other@example.org', ['member']);
  await user('sam@example.org', ['member', 'staff']);
  await importGedcom(db, Readable.from([Buffer.from(ASHBY_GEDCOM)]), {
    target: {
      uid: 'ashby-tree',
      kind: 'family_tree',
      title: 'Ashby family',
      access: 'public',
      submittedBy: submitterId,
    },
  });
  await importGedcom(db, Readable.from([Buffer.from(ASHBY_GEDCOM)]), {
    target: { uid: 'members-tree', kind: 'family_tree', title: 'Members’ tree', access: 'members' },
  });
  const rows = await db.execute(sql`
    SELECT p.id, p.xref FROM people p JOIN collections c ON c.id = p.collection_id WHERE c.uid = 'ashby-tree'`);
  for (const row of rows.rows as { id: number; xref: string }[]) ids.set(row.xref, row.id);
  guest = await browser(api);
  submitter = await signIn(api, 'margaret@example.org', PASSWORD);
  otherMember = await signIn(api, 'other@example.org', PASSWORD);
  staff = await signIn(api, 'sam@example.org', PASSWORD);
});

async function get<T>(who: Browser, url: string, status = 200): Promise<T> {
  const response = await who('GET', url);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}
const LIVING = /Zoe|Oscar|Quilliam|Secretville|1990|2015/;

describe('the list of trees', () => {
  it('lists public trees with submitter and surnames, counting only people the reader may see', async () => {
    const list = await get<TreeList>(guest, '/api/trees');
    expect(list.trees.map((t) => t.uid)).toEqual(['ashby-tree']);
    expect(list.trees[0]).toMatchObject({ submitter: 'margaret', personCount: 12 });
    expect(list.trees[0]!.surnames[0]).toEqual({ surname: 'Ashby', count: 8 });
    expect(JSON.stringify(list)).not.toMatch(LIVING);
    const forSubmitter = await get<TreeList>(submitter, '/api/trees');
    expect(forSubmitter.trees.find((t) => t.uid === 'ashby-tree')?.personCount).toBe(14);
    expect(forSubmitter.trees.map((t) => t.uid)).toContain('members-tree');
  });
});

describe('a tree', () => {
  it('has sources, a surname index and people A to Z, without living people for the public', async () => {
    expect((await get<TreeDetail>(guest, '/api/trees/ashby-tree')).people).toEqual([]);
    const tree = await get<TreeDetail>(guest, '/api/trees/ashby-tree?letter=a');
    expect(tree.tree).toMatchObject({ familyCount: 6, withheldCount: 2 });
    expect(tree.sources).toEqual([
      {
        xref: '@S1@',
        title: 'Northfield parish registers',
        author: 'Northfield & District FHS',
        publication: null,
      },
    ]);
    expect(tree.surnameIndex.map((s) => s.surname)).toEqual(['Ashby', 'Croft', 'Fenn', 'Lee', 'Ward']);
    expect(tree.letter).toBe('A');
    expect(tree.people.map((p) => p.givenNames)).toEqual([
      'Alfred',
      'Ellen',
      'George',
      'John',
      'Percy',
      'Rose',
      'Thomas',
      'William',
    ]);
    expect(JSON.stringify(tree)).not.toMatch(LIVING);
    expect((await get<TreeDetail>(guest, '/api/trees/ashby-tree?letter=q')).letter).toBeNull();
    const own = await get<TreeDetail>(submitter, '/api/trees/ashby-tree?letter=q');
    expect(own.people.map((p) => p.givenNames)).toEqual(['Oscar', 'Zoe']);
    expect((await get<TreeDetail>(staff, '/api/trees/ashby-tree?letter=Q')).tree.withheldCount).toBe(0);
    expect((await get<TreeDetail>(otherMember, '/api/trees/ashby-tree?letter=Q')).tree.withheldCount).toBe(2);
  });

  it('is 404 for a guest when members-only, and for an unknown uid', async () => {
    await get(guest, '/api/trees/members-tree', 404);
    await get(otherMember, '/api/trees/members-tree');
    await get(guest, '/api/trees/no-such-tree', 404);
  });
});

describe('a person', () => {
  it('has names, facts, sources, notes, parents, spouses, children and siblings', async () => {
    const john = await get<TreePersonDetail>(guest, `/api/trees/people/${id('I7')}`);
    expect(john.person).toMatchObject({
      givenNames: 'John',
      surname: 'Ashby',
      birthYearMin: 1840,
      withheld: false,
    });
    expect(john.tree).toMatchObject({ uid: 'ashby-tree', kind: 'family_tree' });
    expect(john.parents).toEqual([
      {
        father: expect.objectContaining({ givenNames: 'William' }),
        mother: expect.objectContaining({ givenNames: 'Mary' }),
        relationship: null,
      },
    ]);
    expect(john.families).toHaveLength(1);
    expect(john.families[0]!.spouse?.givenNames).toBe('Ellen');
    expect(john.families[0]!.marriage).toEqual({
      label: 'Marriage',
      date: '5 JUN 1863',
      place: 'Northfield, Kent, England',
      value: null,
    });
    expect(john.families[0]!.children.map((c) => c.givenNames)).toEqual(['Alfred', 'Percy', 'Rose']);
    const george = await get<TreePersonDetail>(guest, `/api/trees/people/${id('I1')}`);
    expect(george.facts).toEqual([
      { label: 'Birth', date: '12 MAR 1790', place: 'Northfield, Kent, England', value: null },
      { label: 'Occupation', date: null, place: null, value: 'Yeoman' },
      { label: 'Death', date: '1860', place: null, value: null },
    ]);
    expect(george.sources.map((s) => s.title)).toEqual(['Northfield parish registers']);
    expect(george.notes).toEqual(['Farmed at Low Ashby all his life.']);
    expect(george.names).toEqual([{ full: 'George Ashby', type: null }]);
    const rose = await get<TreePersonDetail>(guest, `/api/trees/people/${id('I10')}`);
    expect(rose.siblings.map((s) => s.givenNames)).toEqual(['Alfred', 'Percy']);
    const percy = await get<TreePersonDetail>(guest, `/api/trees/people/${id('I14')}`);
    expect(percy.parents[0]?.relationship).toBe('adopted');
  });

  it('withholds a living person’s name and facts from the public and other members, not from the submitter or staff', async () => {
    for (const who of [guest, otherMember]) {
      const zoe = await get<TreePersonDetail>(who, `/api/trees/people/${id('I12')}`);
      expect(zoe.person).toMatchObject({ withheld: true, givenNames: '', surname: '', birthYearMin: null });
      expect(zoe.facts).toEqual([]);
      expect(JSON.stringify(zoe)).not.toMatch(LIVING);
      const alfred = await get<TreePersonDetail>(who, `/api/trees/people/${id('I9')}`);
      expect(alfred.families[0]!.children).toEqual([
        expect.objectContaining({ id: id('I12'), withheld: true }),
      ]);
      expect(JSON.stringify(alfred)).not.toMatch(LIVING);
    }
    for (const who of [submitter, staff]) {
      const zoe = await get<TreePersonDetail>(who, `/api/trees/people/${id('I12')}`);
      expect(zoe.person).toMatchObject({ withheld: false, givenNames: 'Zoe', birthYearMin: 1990 });
      expect(zoe.facts[0]).toMatchObject({ label: 'Birth', place: 'Secretville, Kent, England' });
    }
  });

  it('has a five-generation pedigree with pedigree collapse shown once', async () => {
    const alfred = await get<TreePersonDetail>(guest, `/api/trees/people/${id('I9')}`);
    const slots = alfred.pedigree.slots.map((s) => [s.sosa, s.person.givenNames, s.repeatOf]);
    expect(alfred.pedigree.generations).toBe(5);
    expect(slots).toEqual([
      [1, 'Alfred', null],
      [2, 'John', null],
      [3, 'Ellen', null],
      [4, 'William', null],
      [5, 'Mary', null],
      [6, 'Thomas', null],
      [7, 'Sarah', null],
      [8, 'George', null],
      [9, 'Hannah', null],
      [12, 'George', 8],
      [13, 'Hannah', 9],
    ]);
  });

  it('has descendants, living ones withheld', async () => {
    const george = await get<TreePersonDetail>(guest, `/api/trees/people/${id('I1')}`);
    const line = george.descendants.map(
      (d) => `${d.generation}:${d.person.withheld ? 'living' : d.person.givenNames}`,
    );
    expect(line.slice(0, 7)).toEqual([
      '0:George',
      '1:William',
      '2:John',
      '3:Alfred',
      '4:living',
      '3:Percy',
      '3:Rose',
    ]);
    expect(george.descendants[0]!.spouses.map((s) => s.givenNames)).toEqual(['Hannah']);
    expect(JSON.stringify(george)).not.toMatch(LIVING);
  });

  it('is 404 in a members-only tree for a guest, and when unknown', async () => {
    const rows = await api.services.db.execute(sql`
      SELECT p.id FROM people p JOIN collections c ON c.id = p.collection_id WHERE c.uid = 'members-tree' LIMIT 1`);
    const inMembersTree = (rows.rows[0] as { id: number }).id;
    await get(guest, `/api/trees/people/${inMembersTree}`, 404);
    await get(otherMember, `/api/trees/people/${inMembersTree}`);
    await get(guest, '/api/trees/people/999999', 404);
  });
});

describe('the pedigree search’s chart', () => {
  it('goes back as many generations as asked, living people withheld', async () => {
    const zoe = await get<PedigreeAnswer>(guest, `/api/pedigrees/${id('I12')}?generations=6`);
    expect(zoe.pedigree.slots.map((s) => s.sosa)).toEqual([1, 2, 3, 4, 5, 8, 9, 10, 11, 16, 17, 20, 21]);
    expect(zoe.pedigree.slots[0]!.person.withheld).toBe(true);
    expect(JSON.stringify(zoe)).not.toMatch(LIVING);
    const asStaff = await get<PedigreeAnswer>(staff, `/api/pedigrees/${id('I12')}?generations=3`);
    expect(asStaff.pedigree.slots.map((s) => s.person.givenNames)).toEqual([
      'Zoe',
      'Alfred',
      'Ada',
      'John',
      'Ellen',
    ]);
  });

  it('refuses a bad number of generations', async () => {
    await get(guest, `/api/pedigrees/${id('I12')}?generations=11`, 422);
    await get(guest, `/api/pedigrees/${id('I12')}?generations=1`, 422);
  });
});
