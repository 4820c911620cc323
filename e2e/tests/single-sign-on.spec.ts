import { accountBar, expect, ssoAccessExpiries, test } from '../support/members.ts';
import { devSecrets, stack } from '../support/stack.ts';

/** The test member `npm start` seeds at idp-dev; the password is in the data folder's dev secrets. */
const ssoMember = () => ({
  email: 'edith.sso@example.org',
  password: (devSecrets() as unknown as { idpMemberPasswords: { member: string } }).idpMemberPasswords.member,
  name: 'Edith Fairbairn',
});

test.describe('single sign-on', () => {
  test('signs in at the local test provider, shows the member page, refreshes an expired access token, and signs out through end-session', async ({
    page,
  }) => {
    const member = ssoMember();
    await page.goto('/user-account');
    await expect(page).toHaveURL('/login-required?redirect=%2Fuser-account');
    await page.getByRole('link', { name: 'Sign in with the society account (local test provider)' }).click();

    // The provider's own page, on its own origin.
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(new URL(page.url()).origin).not.toBe(new URL(stack.siteUrl).origin);
    await page.getByLabel('E-mail address').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/user-account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
    await expect(accountBar(page)).toContainText(`Signed in as ${member.name}`);
    // No token ever reaches the browser: only the api's session and XSRF cookies.
    const names = (await page.context().cookies(stack.siteUrl)).map((cookie) => cookie.name).sort();
    expect(names).toEqual(['XSRF-TOKEN', 'society_session']);

    // The e2e provider's access tokens last 4 s: once one has expired, the next page the member
    // opens has the api refresh it with the refresh token, and the member stays signed in.
    const [firstExpiry] = await ssoAccessExpiries(member.email);
    expect(firstExpiry).toBeDefined();
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
          return (await ssoAccessExpiries(member.email))[0];
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBeGreaterThan(firstExpiry as number);
    await expect(accountBar(page)).toContainText(`Signed in as ${member.name}`);

    await accountBar(page).getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Yes, sign me out' }).click();
    // The provider hands back the state the site's sign-out sent.
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/\?state=[A-Za-z0-9]{10}$/);
    await expect(accountBar(page).getByRole('link', { name: 'Member sign in' })).toBeVisible();
    await page.goto('/user-account');
    await expect(page).toHaveURL('/login-required?redirect=%2Fuser-account');
  });
});
