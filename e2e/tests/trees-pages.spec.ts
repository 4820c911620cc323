import { sql } from 'drizzle-orm';
import { seriousViolations } from '../support/axe.ts';
import { CHART_WIDTHS, pedigreeAt } from '../support/chart-fit.ts';
import { COLLECTIONS, expectAccessibleAndNarrow } from '../support/collections.ts';
import { expectPage } from '../support/expect-page.ts';
import { apiDb, demoMember, expect, signIn, test } from '../support/members.ts';

const TREES = `${COLLECTIONS}/family-trees`;
const TREE = { uid: 'northfield-families', title: 'Northfield families' };
const PERSON = `${COLLECTIONS}/family-trees-record`;
const PEDIGREE = `${COLLECTIONS}/pedigree-search`;

type Row = { id: number; given: string; surname: string };
const rows = async <T>(query: ReturnType<typeof sql>) => (await apiDb().execute(query)).rows as T[];

/** Full names of the demo tree's living people that no dead person also bears. */
async function livingOnlyNames(): Promise<string[]> {
  const people = await rows<{ name: string; living: boolean }>(sql`
    SELECT trim(p.given_names || ' ' || p.surname) AS name, p.living FROM people p
    JOIN collections c ON c.id = p.collection_id WHERE c.uid = ${TREE.uid}`);
  const dead = new Set(people.filter((p) => !p.living).map((p) => p.name));
  return [...new Set(people.filter((p) => p.living && !dead.has(p.name)).map((p) => p.name))];
}

/** A dead person of the demo tree with four generations of ancestors and some children. */
async function deadPersonWithAncestry(): Promise<Row> {
  const [row] = await rows<Row>(sql`
    SELECT p.id, p.given_names AS given, p.surname FROM people p
    JOIN collections c ON c.id = p.collection_id
    WHERE c.uid = ${TREE.uid} AND NOT p.living
      AND EXISTS (SELECT 1 FROM families f JOIN family_children fc ON fc.family_id = f.id
                  WHERE f.husband_id = p.id OR f.wife_id = p.id)
      AND EXISTS (SELECT 1 FROM family_children a JOIN families fa ON fa.id = a.family_id
        JOIN family_children b ON b.child_id = fa.husband_id JOIN families fb ON fb.id = b.family_id
        JOIN family_children d ON d.child_id = fb.husband_id WHERE a.child_id = p.id)
    ORDER BY p.id LIMIT 1`);
  if (!row) throw new Error('The demo tree has nobody with three generations of ancestors.');
  return row;
}

async function livingPerson(): Promise<Row> {
  const names = await livingOnlyNames();
  const [row] = await rows<Row>(sql`
    SELECT p.id, p.given_names AS given, p.surname FROM people p JOIN collections c ON c.id = p.collection_id
    WHERE c.uid = ${TREE.uid} AND p.living AND trim(p.given_names || ' ' || p.surname) = ANY(${`{${names.map((n) => `"${n}"`).join(',')}}`}::text[])
    ORDER BY p.id LIMIT 1`);
  if (!row) throw new Error('The demo tree has no living person.');
  return row;
}

/** The page's text without its tags: a name is split by the mark on its surname (`John <span>Smith</span>`). */
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

async function expectNoLivingNames(html: string) {
  const text = textOf(html);
  const leaked = (await livingOnlyNames()).filter((name) => text.includes(name));
  expect(leaked).toEqual([]);
}

test.describe('family trees', () => {
  test('the list of trees: surnames per tree, a search by name, no living people', async ({ page }) => {
    test.slow();
    await expectPage(page, TREES, 'Family trees');
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: TREE.title }) });
    await expect(card).toContainText(/[\d,]+ people/);
    await expect(card.getByRole('list').getByRole('link').first()).toBeVisible();
    await expectNoLivingNames(await page.content());
    await expectAccessibleAndNarrow(page);

    const surname = (await card.getByRole('list').getByRole('link').first().textContent())!;
    const form = page.getByRole('search', { name: 'Family tree people' });
    await form.getByLabel('Surname').fill(surname);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(new RegExp(`${TREES}\\?surname=${surname}.*type=tree_person`));
    const first = page.getByRole('article').first();
    await expect(first).toContainText('Family tree');
    await expectNoLivingNames(await page.content());
    await first.getByRole('heading', { level: 3 }).getByRole('link').click();
    await page.waitForURL(new RegExp(`${PERSON}/\\d+$`));
  });

  test('a tree: submitter, sources, surname index and people A to Z', async ({ page }) => {
    test.slow();
    await expectPage(page, `${TREES}/${TREE.uid}`, TREE.title);
    await expect(page.getByRole('complementary', { name: 'Tree details' })).toContainText('Margaret Demo');
    // The page leads with a search within the tree and its people; the long surname index is folded.
    await expect(page.getByRole('search', { name: TREE.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Surname index' })).toBeVisible();
    const surnameIndex = page.getByRole('region', { name: 'Surname index' });
    await surnameIndex.getByText(/^Show all [\d,]+ surnames/).click();
    const indexEntry = surnameIndex.getByRole('link').first();
    await expect(indexEntry).toHaveAttribute('href', /\?letter=[A-Z]#surname-/);
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
    const initials = page.getByRole('navigation', { name: 'Surname initials' });
    await expect(page.getByText('Choose a letter to list the people')).toBeVisible();
    await expect(page.getByText(/people who may be living are not\s+listed/)).toBeVisible();
    await expectNoLivingNames(await page.content());
    await expectAccessibleAndNarrow(page);
    const letter = initials.getByRole('link').nth(1);
    await letter.press('Enter');
    // A letter keeps the reader's place: the page opens at the people A to Z.
    // The letter's page is read from the api on the server: slow under the suite's load.
    await expect(page).toHaveURL(/\?letter=[A-Z#%0-9]+#people-heading$/, { timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'People A to Z' })).toBeInViewport();
    await expect(initials.locator('a[aria-current="page"]')).toHaveText((await letter.textContent())!);
    await expect(page.getByRole('heading', { level: 3, name: /^Surnames beginning with/ })).toBeVisible();
    await expectNoLivingNames(await page.content());
    await expectAccessibleAndNarrow(page);
  });

  test('a person: facts, family, a pedigree chart and descendants', async ({ page }) => {
    test.slow();
    const person = await deadPersonWithAncestry();
    await expectPage(page, `${PERSON}/${person.id}`, `${person.given} ${person.surname}`);
    // The name as written, its surname in capitals as the society's forms write it.
    const surname = page.getByRole('heading', { level: 1 }).locator('span');
    await expect(surname).toHaveText(person.surname);
    await expect(surname).toHaveCSS('text-transform', 'uppercase');
    for (const name of ['Facts', 'Family', 'Pedigree', 'Descendants'])
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    const chart = page.getByRole('figure');
    await expect(
      chart.getByRole('region', { name: 'Great-grandparents', exact: true }).getByRole('listitem'),
    ).toHaveCount(8);
    await expect(
      chart.getByRole('region', { name: 'Grandparents', exact: true }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print the pedigree' })).toBeVisible();
    await expectNoLivingNames(await page.content());
    await expectAccessibleAndNarrow(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner').first()).toBeHidden();
    await expect(chart).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await chart.getByRole('region', { name: 'Parents', exact: true }).getByRole('link').first().click();
    await page.waitForURL(new RegExp(`${PERSON}/\\d+$`));
  });

  test('a living person is withheld from guests and shown to the tree’s submitter', async ({ page }) => {
    test.slow();
    const living = await livingPerson();
    const name = `${living.given} ${living.surname}`;
    await expectPage(page, `${PERSON}/${living.id}`, 'Living person');
    expect(textOf(await page.content())).not.toContain(name);
    await expect(page.getByText('This person may be living')).toBeVisible();
    expect(await page.evaluate(() => document.title)).not.toContain(living.given);
    await expectAccessibleAndNarrow(page);

    await signIn(page, demoMember());
    await expectPage(page, `${PERSON}/${living.id}`, name);
  });

  test('a member bookmarks a person', async ({ page, makeAccount }) => {
    test.slow();
    const person = await deadPersonWithAncestry();
    await page.goto(`${PERSON}/${person.id}`);
    await expect(page.getByRole('button', { name: 'Bookmark this page' })).toHaveCount(0);
    await signIn(page, await makeAccount());
    await page.goto(`${PERSON}/${person.id}`);
    const button = page.getByRole('button', { name: 'Bookmark this page' });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/user-account');
    await expect(page.getByRole('region', { name: 'Bookmarks', exact: true })).toContainText(
      `${person.given} ${person.surname}`,
    );
  });
});

test.describe('pedigree chart widths', () => {
  test('every generation fits at 1280 px; narrower, the chart scrolls in its own region with a cue', async ({
    page,
  }) => {
    test.slow();
    const person = await deadPersonWithAncestry();
    const charts = [
      { path: `${PERSON}/${person.id}`, generations: 5 },
      { path: `${PEDIGREE}?person=${person.id}`, generations: 5 },
      { path: `${PEDIGREE}?person=${person.id}&generations=8`, generations: 8 },
    ];
    for (const { path, generations } of charts) {
      await page.goto(path);
      await expect(
        page.getByRole('figure').getByRole('region', { name: 'Parents', exact: true }),
      ).toBeVisible();
      for (const width of [...CHART_WIDTHS, 390]) {
        const chart = await pedigreeAt(page, width);
        const where = `${path} at ${width} px`;
        expect(chart.sideways, where).toBe(0);
        expect(chart.cut, where).toEqual([]);
        expect(chart.unconnected, where).toEqual([]);
        expect(chart.label, where).toMatch(new RegExp(`all ${generations} generations, scrolls sideways$`));
        expect(chart.tabIndex, where).toBe(0);
        // The cue (hint and fade) shows exactly when the chart is wider than its column.
        expect(chart.cue, where).toEqual([chart.scrolls, chart.scrolls]);
        if (!chart.scrolls) expect(chart.beyond, where).toBe(0);
        if (width >= 1280) expect(chart.scrolls, where).toBe(false);
      }
    }

    // On a phone the hint shows, and the keyboard scrolls the chart.
    await page.goto(`${PERSON}/${person.id}`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByText('Scroll sideways to see all 5 generations')).toBeVisible();
    const region = page.getByRole('region', { name: /all 5 generations, scrolls sideways$/ });
    expect((await pedigreeAt(page, 390)).scrolls).toBe(true);
    // How far the last generation's first box runs past the region's right edge.
    const lastColumnPast = () =>
      region.evaluate((element) => {
        const box = element.querySelector('section:last-child li > div')!;
        return box.getBoundingClientRect().right - element.getBoundingClientRect().right;
      });
    expect(await lastColumnPast()).toBeGreaterThan(0);
    await region.focus();
    // The arrow keys scroll a focused region sideways, a step at a time.
    for (let step = 0; step < 40 && (await lastColumnPast()) > 0; step++)
      await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect.poll(lastColumnPast).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('pedigree search', () => {
  test('finds a person across trees and birth briefs and charts their ancestors', async ({ page }) => {
    test.slow();
    const person = await deadPersonWithAncestry();
    await expectPage(page, PEDIGREE, 'Pedigree search');
    await expectAccessibleAndNarrow(page);
    const form = page.getByRole('search', { name: 'Pedigree search' });
    await form.getByLabel('Surname').fill(person.surname);
    await form.getByLabel('Forename').fill(person.given.split(' ')[0]!);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/type=birth_brief&type=tree_person/);
    await expect(page.getByRole('heading', { level: 2, name: /results?$/ })).toBeVisible();
    await expectNoLivingNames(await page.content());
    await page.goto(`${PEDIGREE}?person=${person.id}`);
    await expect(
      page.getByRole('heading', { level: 2, name: `Ancestors of ${person.given} ${person.surname}` }),
    ).toBeVisible();
    const generations = page.getByRole('navigation', { name: 'Generations' });
    await expect(generations.locator('a[aria-current="page"]')).toHaveText('5');
    await generations.getByRole('link', { name: '7' }).click();
    await expect(
      page.getByRole('figure').getByRole('region', { name: '4× great-grandparents', exact: true }),
    ).toBeVisible();
    await expectNoLivingNames(await page.content());
    await expectAccessibleAndNarrow(page);
  });

  test('charts a birth-brief person’s ancestors from the brief', async ({ page }) => {
    // The father (Sosa 2) of a brief: his great-grandparents are the brief's numbers 16–23.
    const [brief] = await rows<Row & { known: number }>(sql`
      SELECT p.id, p.given_names AS given, p.surname,
        (SELECT count(*)::int FROM people a WHERE a.collection_id = p.collection_id AND NOT a.living
           AND a.xref IN (SELECT split_part(p.xref, '-', 1) || '-' || n FROM generate_series(16, 23) n)) AS known
      FROM people p JOIN collections c ON c.id = p.collection_id
      WHERE c.uid = 'members-birth-briefs' AND p.xref LIKE '%-2' AND NOT p.living ORDER BY p.id LIMIT 1`);
    await page.goto(`${PEDIGREE}?person=${brief!.id}&generations=4`);
    await expect(
      page.getByRole('heading', { level: 2, name: `Ancestors of ${brief!.given} ${brief!.surname}` }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('figure')
        .getByRole('region', { name: 'Great-grandparents', exact: true })
        .getByRole('link'),
    ).toHaveCount(brief!.known);
    await expect(
      page
        .getByRole('figure')
        .getByRole('region', { name: 'Great-grandparents', exact: true })
        .getByRole('listitem'),
    ).toHaveCount(8);
  });
});
