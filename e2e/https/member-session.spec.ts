import { APPRENTICES, resultItems, resultsHeading, SEARCH } from '../support/collections.ts';
import { accountBar, signIn } from '../support/members.ts';
import { expect, expectSiteCookies, test } from './https-fixtures.ts';

const COURSE = '/sog-events/beginners-day-course-2027';

test.describe('a member over https in production mode', () => {
  test('signs in with a password, holds the __Host- session cookie, opens a protected page and signs out', async ({
    page,
    context,
    makeAccount,
  }) => {
    const account = await makeAccount();
    await page.goto('/user-account');
    await expect(page).toHaveURL('/login-required?redirect=%2Fuser-account');
    await signIn(page, account);
    await expect(page).toHaveURL('/user-account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
    await expect(accountBar(page)).toContainText(`Signed in as ${account.name}`);
    expect(await expectSiteCookies(context)).toEqual(['XSRF-TOKEN', '__Host-society_session']);

    // A server-rendered protected page on a fresh load: the web server reads the session cookie.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');

    // Signed out on a members' page, the site goes home by a full navigation: waited for, so the
    // next step does not race it.
    await accountBar(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/');
    await expect(accountBar(page).getByRole('link', { name: 'Member sign in' })).toBeVisible();
    await page.goto('/user-account');
    await expect(page).toHaveURL('/login-required?redirect=%2Fuser-account');
    await expectSiteCookies(context);
  });

  test('finds members-only records a guest does not see', async ({ page, context, makeAccount }) => {
    const query = `surname=Smith&collection=${APPRENTICES.uid}`;
    await page.goto(`${SEARCH}?${query}`);
    await expect(resultsHeading(page)).toHaveText('0 results');

    await signIn(page, await makeAccount());
    await page.goto(`${SEARCH}?${query}`);
    await expect(resultItems(page).first()).toContainText(APPRENTICES.title);
    await expectSiteCookies(context);
  });

  test('books a place at an event', async ({ page, context, makeAccount }) => {
    await signIn(page, await makeAccount());
    await page.goto(COURSE);
    const booking = page.getByRole('region', { name: 'Book places' });
    await expect(booking).toContainText('Your member price: £22 a place. Total: £22');
    await booking.getByRole('button', { name: 'Continue to booking' }).click();
    await booking.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(booking.getByText('Booked: 1 place')).toBeVisible();
    await booking.getByRole('link', { name: 'Your bookings' }).click();
    await expect(page).toHaveURL('/sog-events/join');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your event bookings');
    await expectSiteCookies(context);
  });
});
