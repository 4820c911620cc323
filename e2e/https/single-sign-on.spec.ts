import { accountBar } from '../support/members.ts';
import { expect, expectSiteCookies, test } from './https-fixtures.ts';
import { stackSecrets } from './https-stack.ts';

test('single sign-on at idp-dev over https: a protected page, then sign-out through the provider', async ({
  page,
  context,
}) => {
  const member = stackSecrets().ssoMember;
  await page.goto('/user-account');
  await expect(page).toHaveURL('/login-required?redirect=%2Fuser-account');
  await page.getByRole('link', { name: 'Sign in with the society account (local test provider)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL('/user-account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  await expect(accountBar(page)).toContainText(`Signed in as ${member.name}`);
  expect(await expectSiteCookies(context)).toEqual(['XSRF-TOKEN', '__Host-society_session']);

  await accountBar(page).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  // The provider returns to the home page with the state the site's sign-out sent.
  await expect(page).toHaveURL(/^https:\/\/localhost:\d+\/\?state=[A-Za-z0-9]{10}$/);
  await expect(accountBar(page).getByRole('link', { name: 'Member sign in' })).toBeVisible();
  await page.goto('/user-account');
  await expect(page).toHaveURL('/login-required?redirect=%2Fuser-account');
});
