import type { Page } from '@playwright/test';
import { seriousViolations } from '../support/axe.ts';
import { accountBar, expect, signIn, test } from '../support/members.ts';
import { freshCode } from '../support/second-factor.ts';
import { signedInAgo } from '../support/signed-in-ago.ts';

const codeField = (page: Page) => page.getByLabel('Authentication code');

async function passwordStep(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signing in from /login, and signing out on a members' page, end on the home page by a full
 * navigation: waited for, so no later step races it.
 */
const reachedHome = (page: Page) => page.waitForURL((url) => url.pathname === '/');

async function signOut(page: Page) {
  const fromMembersPage = new URL(page.url()).pathname.startsWith('/user-account');
  await accountBar(page).getByRole('button', { name: 'Sign out' }).click();
  await expect(accountBar(page).getByRole('link', { name: 'Member sign in' })).toBeVisible();
  if (fromMembersPage) await reachedHome(page);
}

test.describe('two-step sign-in', () => {
  test('a staff member gives the code after the password, by keyboard', async ({ page, makeAccount }) => {
    const staff = await makeAccount(['member', 'staff']);
    await passwordStep(page, staff);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await expect(codeField(page)).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.type('000000');
    await page.keyboard.press('Enter');
    await expect(codeField(page)).toHaveAccessibleDescription(
      /The code is not valid\. Enter the current code from your authenticator app\./,
    );
    await expect(codeField(page)).toBeFocused();
    await codeField(page).fill(await freshCode(staff.totpSecret!));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/', { waitUntil: 'commit' });
    await expect(accountBar(page)).toContainText(`Signed in as ${staff.name}`);
    const applications = await page.request.get('/api/staff/membership-applications', {
      headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
    });
    expect(applications.status()).toBe(200);
  });

  test('a member sets it up from the account page with the QR code or its key; a recovery code works once', async ({
    page,
    makeAccount,
  }) => {
    const member = await makeAccount();
    await page.goto('/user-account');
    await signIn(page, member);
    const section = page.getByRole('region', { name: 'Two-step sign-in' });
    await expect(section).toContainText('Off.');
    await section.getByRole('link', { name: 'Set up two-step sign-in' }).click();
    await expect(page).toHaveURL('/user-account/two-step-sign-in');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();

    await expect(
      page.getByRole('heading', { name: 'Add the society to your authenticator app' }),
    ).toBeFocused();
    await expect(page.getByRole('img', { name: /QR code that adds your society account/ })).toBeVisible();
    const secret = (await page.locator('#two-step-key').innerText()).replaceAll(' ', '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel('Code from the app').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();

    await expect(page.getByRole('heading', { name: 'Two-step sign-in is on' })).toBeFocused();
    const codes = await page
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(codes).toHaveLength(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'I have saved my recovery codes' }).click();
    await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText(
      'On. 10 of your recovery codes are left.',
    );

    // Signing in again: a recovery code instead of the app's code, chosen by keyboard.
    await signOut(page);
    await passwordStep(page, member);
    await expect(codeField(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Use a recovery code instead' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Recovery code')).toBeFocused();
    await page.keyboard.type(codes[0]!);
    await page.keyboard.press('Enter');
    await reachedHome(page);
    await expect(accountBar(page)).toContainText(`Signed in as ${member.name}`);

    // The same recovery code a second time: refused; the app's code still works.
    await signOut(page);
    await passwordStep(page, member);
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Recovery code')).toHaveAccessibleDescription(
      /The recovery code is not valid or has already been used\./,
    );
    await page.getByRole('button', { name: 'Use a code from the app instead' }).click();
    await codeField(page).fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Continue' }).click();
    await reachedHome(page);
    await expect(accountBar(page)).toContainText(`Signed in as ${member.name}`);
  });

  test('a member who signed in more than ten minutes ago gives the password before setting it up', async ({
    page,
    makeAccount,
  }) => {
    const member = await makeAccount();
    await page.goto('/user-account');
    await signIn(page, member);
    await signedInAgo(member.email, 11);
    await page.goto('/user-account/two-step-sign-in');
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();

    const password = page.getByLabel('Your password');
    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(
      /For your security, enter your password again to set up two-step sign-in\./,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await password.fill('not the password');
    await page.getByRole('button', { name: 'Continue setting up two-step sign-in' }).click();
    await expect(password).toHaveAccessibleDescription(/The password is incorrect\./);
    await password.fill(member.password);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { name: 'Add the society to your authenticator app' }),
    ).toBeFocused();
    await expect(page.locator('#two-step-key')).toHaveText(/^[A-Z2-7 ]{39}$/);
  });

  test('a staff member without it is refused staff tools and sent to set it up, then taken on', async ({
    page,
    makeAccount,
  }) => {
    const staff = await makeAccount(['member', 'staff'], { secondFactor: false });
    await page.goto('/user-account');
    await signIn(page, staff);
    const refused = await page.request.get('/api/staff/membership-applications', {
      headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ second_factor: 'enrol' });
    await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText(
      'Your account needs it before staff tools or the content studio open.',
    );
    // The console's pages send such a session to set it up, and back afterwards.
    await page.goto('/staff/members');
    await expect(page).toHaveURL('/user-account/two-step-sign-in?redirect=%2Fstaff%2Fmembers');

    await page.goto('/user-account/two-step-sign-in?redirect=%2Fsog-events');
    await expect(
      page.getByText('staff tools and the content studio open only after two-step sign-in'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    const secret = (await page.locator('#two-step-key').innerText()).replaceAll(' ', '');
    await page.getByLabel('Code from the app').fill(await freshCode(secret));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByRole('link', { name: 'I have saved my recovery codes, continue' }).click();
    await expect(page).toHaveURL('/sog-events');
    const opened = await page.request.get('/api/staff/membership-applications', {
      headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
    });
    expect(opened.status()).toBe(200);
  });

  test('an editor without it is sent from the studio to set it up, and its API refuses them', async ({
    page,
    makeAccount,
  }) => {
    const editor = await makeAccount(['member', 'publisher'], { secondFactor: false });
    await page.goto('/user-account');
    await signIn(page, editor);
    await page.goto('/studio');
    await expect(page).toHaveURL('/user-account/two-step-sign-in?redirect=%2Fstudio');
    const refused = await page.request.get('/studio/api/documents', {
      headers: { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' },
    });
    expect(refused.status()).toBe(404);
  });
});
