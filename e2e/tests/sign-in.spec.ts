import { accountBar, demoMember, expect, lastMailTo, signIn, test } from '../support/members.ts';

test.describe('sign-in', () => {
  test('signs the demo member in from the header and out again', async ({ page }) => {
    await page.goto('/news');
    await accountBar(page).getByRole('link', { name: 'Member sign in' }).click();
    await expect(page).toHaveURL('/login?redirect=%2Fnews');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await signIn(page, demoMember());
    await expect(page).toHaveURL('/news');
    await expect(accountBar(page)).toContainText('Signed in as Margaret Demo');

    await accountBar(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(accountBar(page).getByRole('link', { name: 'Member sign in' })).toBeVisible();
    await page.goto('/user-account');
    await expect(page).toHaveURL('/login-required?redirect=%2Fuser-account');
  });

  test('shows the api’s message for a wrong password on the e-mail field', async ({ page, makeAccount }) => {
    const account = await makeAccount();
    await page.goto('/login');
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password').fill('not the password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const email = page.getByLabel('E-mail address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('These credentials do not match our records.');
    await expect(email).toBeFocused();
  });

  test('before the page has hydrated the form cannot be sent, so the password never goes in the address', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('E-mail address').fill('member@example.org');
    await page.getByLabel('Password').fill('a secret password');
    await page.getByLabel('Password').press('Enter');
    await expect(submit).toBeDisabled();
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  test('says how long to wait once sign-in is throttled', async ({ page, makeAccount }) => {
    const account = await makeAccount();
    await page.goto('/login-required');
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByLabel('Password').fill('wrong password');
    const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
    const attempt = async () => {
      const answered = page.waitForResponse((response) => response.url().endsWith('/login'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      return (await answered).status();
    };
    for (let count = 1; count <= 5; count += 1) expect(await attempt()).toBe(422);
    expect(await attempt()).toBe(429);
    await expect(alert).toHaveText(/^Too many attempts\. Please wait \d+ seconds? and try again\.$/);
  });

  test('returns to the remembered path after sign-in', async ({ page, makeAccount }) => {
    const account = await makeAccount();
    await page.goto('/user-account');
    await expect(page).toHaveURL('/login-required?redirect=%2Fuser-account');
    await signIn(page, account);
    await expect(page).toHaveURL('/user-account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My account');
  });

  test('goes home instead of to an unsafe remembered path', async ({ page, makeAccount }) => {
    const account = await makeAccount();
    await page.goto('/login-required?redirect=/a/../..//evil.example');
    await signIn(page, account);
    await expect(page).toHaveURL('/');
  });

  test('sends a signed-in member who opens a guest page home', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount());
    for (const guestPage of ['/login-required?redirect=%2Fnews', '/login', '/forgot-password']) {
      await page.goto(guestPage);
      await expect(page).toHaveURL('/');
    }
  });

  test('leaves pages that opt out of sign-in alone, signed in or not', async ({ page, makeAccount }) => {
    await page.goto('/subscribe/confirm?token=not-a-real-token');
    await expect(page).toHaveURL('/subscribe/confirm?token=not-a-real-token');
    await signIn(page, await makeAccount());
    await page.goto('/subscribe/confirm?token=not-a-real-token');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  });

  test('signing in in one tab moves a sign-in page in another tab on', async ({
    page,
    context,
    makeAccount,
  }) => {
    const waiting = await context.newPage();
    await waiting.goto('/login?redirect=%2Fnews');
    await expect(waiting.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await signIn(page, await makeAccount());
    await expect(waiting).toHaveURL('/news');
  });

  test('signing out in one tab signs the other tabs out', async ({ page, context, makeAccount }) => {
    await signIn(page, await makeAccount());
    const other = await context.newPage();
    await other.goto('/user-account');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('My account');

    await page.goto('/news');
    await accountBar(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(other).toHaveURL('/');
    await expect(accountBar(other).getByRole('link', { name: 'Member sign in' })).toBeVisible();
  });

  test('signing out in one tab moves an open event bookings page on', async ({
    page,
    context,
    makeAccount,
  }) => {
    await signIn(page, await makeAccount());
    const other = await context.newPage();
    await other.goto('/sog-events/join');
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Your event bookings');

    await page.goto('/news');
    await accountBar(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(other).toHaveURL('/');
    await expect(accountBar(other).getByRole('link', { name: 'Member sign in' })).toBeVisible();
  });

  test('after sign-out no cookie is left to ask the api about, and pages log no errors', async ({
    page,
    context,
    makeAccount,
  }) => {
    await signIn(page, await makeAccount());
    await accountBar(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(accountBar(page).getByRole('link', { name: 'Member sign in' })).toBeVisible();
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('XSRF-TOKEN');

    const errors: string[] = [];
    page.on('console', (message) => {
      // Prefetches of links to routes not built yet answer 404; a 401 is what this is about.
      if (message.type() === 'error' && !message.text().includes('status of 404'))
        errors.push(message.text());
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/user') asked.push(request.url());
    });
    for (const path of ['/', '/news', '/sog-events']) {
      await page.goto(path);
      await expect(accountBar(page).getByRole('link', { name: 'Member sign in' })).toBeVisible();
    }
    expect(asked).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('resets a forgotten password with the e-mailed link', async ({ page, makeAccount }) => {
    test.slow();
    const account = await makeAccount();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Forgotten password');
    await page.getByLabel('E-mail address').fill(account.email);
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'We have emailed your password reset link.',
    );

    // The api queues the mail once it has answered: wait for it.
    let mail = '';
    await expect
      .poll(async () => {
        mail = await lastMailTo(account.email).catch(() => '');
        return mail;
      })
      .toContain('/reset-password?');
    const link = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link ?? '');
    await page.goto(url.pathname + url.search);
    await expect(page.getByLabel('E-mail address')).toHaveValue(account.email);
    const newPassword = 'a brand new password for the archive';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('New password again').fill(newPassword);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Your password has been reset.');
    await page.getByRole('link', { name: 'Sign in with the new password' }).click();
    await signIn(page, { ...account, password: newPassword });
    await expect(accountBar(page)).toContainText(`Signed in as ${account.name}`);
  });

  test('answers an unknown address like a known one', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail address').fill('nobody-here@example.org');
    await page.getByRole('button', { name: 'Send the reset link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'We have emailed your password reset link.',
    );
  });

  test('offers single sign-on, named after its provider, returning to the remembered path', async ({
    page,
  }) => {
    await page.goto('/login-required?redirect=%2Fnews');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member sign in');
    await expect(page.getByRole('main')).toContainText('The page you asked for is for signed-in members.');
    await expect(
      page.getByRole('link', { name: 'Sign in with the society account (local test provider)' }),
    ).toHaveAttribute('href', '/veryconnect-auth?redirect=%2Fnews');
  });
});

/** auth.md 4.5 H4 and H5, over HTTP: the pages themselves refuse, whatever the proxy did. */
test.describe('server-side enforcement (checklist H4, H5)', () => {
  const bypassHeaders = [
    { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    {
      'x-middleware-subrequest': 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware',
    },
    { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' },
    { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
  ];

  test('H4: a guest on a protected page is sent to sign-in with a sanitised redirect', async ({
    request,
  }) => {
    const response = await request.get('/user-account', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/login-required?redirect=%2Fuser-account');
  });

  test('H4: the api behind the member area refuses a guest too', async ({ request }) => {
    for (const path of [
      '/api/user',
      '/api/bookmarks',
      '/api/reading-lists',
      '/api/saved-searches',
      '/api/search-history',
    ]) {
      const response = await request.get(path, { headers: { Accept: 'application/json' } });
      expect(response.status(), path).toBe(401);
      expect(await response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  test('H4: a signed-in member on a guest page goes home', async ({ page, makeAccount }) => {
    await signIn(page, await makeAccount());
    for (const path of [
      '/login-required',
      '/login?redirect=%2Fnews',
      '/forgot-password',
      '/reset-password',
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe('/');
    }
  });

  for (const headers of bypassHeaders) {
    test(`H5: ${headers['x-middleware-subrequest'].split(':')[0]} subrequest header does not open protected pages`, async ({
      request,
    }) => {
      const account = await request.get('/user-account', { headers, maxRedirects: 0 });
      expect(account.status()).toBe(307);
      expect(account.headers().location).toBe('/login-required?redirect=%2Fuser-account');

      const membersOnly = await request.get('/news/members-journal-archive-opens', {
        headers,
        maxRedirects: 0,
      });
      expect([307, 200]).toContain(membersOnly.status());
      expect(await membersOnly.text()).not.toContain('vestry minutes');

      const internal = await request.get('/members-only/news/members-journal-archive-opens', {
        headers,
        maxRedirects: 0,
      });
      expect(internal.status()).toBe(307);
    });
  }
});
