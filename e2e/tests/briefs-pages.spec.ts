import { CHART_WIDTHS, chartMisfitsAt } from '../support/chart-fit.ts';
import { expectAccessibleAndNarrow } from '../support/collections.ts';
import { expectNotFound, expectPage } from '../support/expect-page.ts';
import { demoMember, expect, signIn, test } from '../support/members.ts';
import { BRIEFS, livingBrief } from '../support/scans.ts';

test.describe('birth briefs', () => {
  test('searching any of the 31 names finds a great-great-grandparent and opens the brief at their box', async ({
    page,
  }) => {
    test.slow();
    const brief = await livingBrief();
    await expectPage(page, BRIEFS, 'Birth briefs');
    await expect(
      page.getByRole('link', { name: `Birth brief no. ${brief.number}`, exact: true }),
    ).toBeVisible();
    await expectAccessibleAndNarrow(page);
    const form = page.getByRole('search', { name: 'Search the birth briefs' });
    await form.getByLabel('Surname', { exact: true }).fill(brief.ancestor.surname);
    await form.getByLabel('Forename', { exact: true }).fill(brief.ancestor.given_names);
    await form.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/type=birth_brief/);
    await expect(page.getByRole('heading', { level: 2, name: /\d+ results?/ })).toBeVisible();
    await expectAccessibleAndNarrow(page);
    await page
      .getByRole('link', { name: `${brief.ancestor.given_names} ${brief.ancestor.surname}` })
      .and(page.locator(`[href$="brief=${brief.id}#sosa-${brief.ancestor.sosa}"]`))
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Birth brief no. ${brief.number}`);
    await expect(page.locator(`#sosa-${brief.ancestor.sosa}`)).toContainText(
      brief.ancestor.surname.toUpperCase(),
    );
  });

  test('a brief fits every width: no sideways page, no text cut in the chart, the list where the chart would be too small', async ({
    page,
  }) => {
    const brief = await livingBrief();
    await expectPage(page, `${BRIEFS}?brief=${brief.id}`, `Birth brief no. ${brief.number}`);
    const chart = page.getByRole('img', { name: /Five-generation chart/ });
    for (const width of CHART_WIDTHS) {
      expect(await chartMisfitsAt(page, width), `${width} px`).toEqual({ sideways: 0, cut: [], hidden: [] });
      await (width >= 1024 ? expect(chart).toBeVisible() : expect(chart).toBeHidden());
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Ancestors by generation' })).toBeVisible();
  });

  test('a brief’s chart for a guest: 31 numbered boxes, dashed unknowns, living people kept out of the HTML, printable', async ({
    page,
  }) => {
    test.slow();
    const brief = await livingBrief();
    await expectPage(page, `${BRIEFS}?brief=${brief.id}`, `Birth brief no. ${brief.number}`);
    const chart = page.getByRole('img', { name: /Five-generation chart/ });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.brief-box')).toHaveCount(31);
    await expect(chart.locator('rect[stroke-dasharray]')).toHaveCount(31 - brief.known);
    await expect(chart.locator('#chart-sosa-1')).toContainText('Living person');
    await expect(page.locator('#sosa-1')).toContainText('a living person (withheld)');
    const html = await page.content();
    for (const person of brief.living) {
      expect(html).not.toContain(`${person.given_names} ${person.surname.toUpperCase()}`);
      expect(html).not.toContain(`${person.given_names} ${person.surname}`);
    }
    // The scan names living people: for members only.
    await expect(page.getByRole('region', { name: 'The form as submitted' })).toContainText('For members');
    await expectAccessibleAndNarrow(page);
    // Printing keeps the chart and hides the site around it, on the chosen paper.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await page.getByRole('button', { name: 'Print on A3' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await expect
      .poll(() => page.locator('#brief-paper-size').evaluate((style) => style.textContent))
      .toContain('size: A3 landscape');
    await page.emulateMedia({ media: 'print' });
    await expect(chart).toBeVisible();
    await expect(page.getByRole('banner').first()).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  });

  test('a member sees the scan in the viewer and can bookmark the brief; living people are for staff', async ({
    page,
    makeAccount,
  }) => {
    test.slow();
    const brief = await livingBrief();
    const subject = brief.living[0]!;
    await signIn(page, await makeAccount(['member', 'staff']));
    await page.goto(`${BRIEFS}?brief=${brief.id}`);
    await expect(page.locator('#sosa-1')).toContainText(subject.surname.toUpperCase());
    await page.context().clearCookies();
    await signIn(page, demoMember());
    await page.goto(`${BRIEFS}?brief=${brief.id}`);
    await expect(page.locator('#sosa-1')).toContainText('a living person (withheld)');
    const bookmark = page.getByRole('button', { name: 'Bookmark this page' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await bookmark.click();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('link', { name: 'Open in the image viewer' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Birth brief no. ${brief.number}, scan`);
    await expect(page.getByText('This image may be viewed here but not downloaded.')).toBeVisible();
  });

  test('an unknown or malformed brief is the 404 page', async ({ page }) => {
    await expectNotFound(page, `${BRIEFS}?brief=999999`);
    await expectNotFound(page, `${BRIEFS}?brief=abc`);
  });
});
