import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { setAuthenticator } from '@society/api/set-authenticator';
import { createUser } from '@society/api/users';
import { type Scope, SECOND_FACTOR_SCOPES } from '@society/contract/scopes';
import { connectDatabase, withDatabaseName } from '@society/db';
import { oidcSessionTokens } from '@society/db/api-oidc-schema';
import {
  apiSchema,
  membershipApplications,
  newsletterSubscriptions,
  outbox,
  rateLimits,
  searchHistory,
  users,
} from '@society/db/api-schema';
import { desc, eq, inArray, like, or } from 'drizzle-orm';
import { freshCode, newTotpSecret } from './second-factor.ts';
import { stack } from './stack.ts';

const readJson = (file: string) => JSON.parse(readFileSync(path.join(stack.dataDir, file), 'utf8'));

/** `totpSecret`: the account's authenticator key, when it has two-step sign-in. */
export type Account = { email: string; password: string; name: string; totpSecret?: string };

/** The demo member `npm start` seeds; its password is in the data folder's dev secrets. */
export const demoMember = (): Account => ({
  email: 'member@example.org',
  password: readJson('dev-secrets.json').demoPasswords.member as string,
  name: 'Margaret Demo',
});

let db: ReturnType<typeof connectDatabase<typeof apiSchema>> | null = null;
/** The api's database, for what tests cannot do through the site: make users, read mail. */
export function apiDb() {
  db ??= connectDatabase(
    withDatabaseName(readJson('postgres-runtime.json').serverUrl, 'society_api'),
    apiSchema,
    {
      maxConnections: 2,
      applicationName: 'e2e',
    },
  );
  return db;
}

/** The newest mail to `to`, as the api queued it. */
export async function lastMailTo(to: string): Promise<string> {
  const [mail] = await apiDb()
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  if (!mail) throw new Error(`No mail to ${to}`);
  return mail.text;
}

/** Forgets the sign-up forms' per-address counters, which earlier runs on the same data would have used up. */
export async function resetSignUpThrottle() {
  await apiDb()
    .delete(rateLimits)
    .where(or(like(rateLimits.key, 'newsletter-ip:%'), like(rateLimits.key, 'membership-ip:%')));
}

/** What the api stored for a sign-up by `email`. */
export async function signUpsOf(email: string) {
  const db = apiDb();
  const [newsletter, applications] = await Promise.all([
    db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)),
    db.select().from(membershipApplications).where(eq(membershipApplications.email, email)),
  ]);
  return { newsletter, applications };
}

/** Searches as the collections search records them. */
export async function recordSearches(userId: number, queries: string[]) {
  await apiDb()
    .insert(searchHistory)
    .values(queries.map((query, index) => ({ userId, query, resultCount: index + 1 })));
}

type NewAccount = Account & { id: number };

/** `makeAccount`: a fresh account per test (removed afterwards), so tests never share state. */
/** When the provider's access tokens of a member's single sign-on sessions expire, latest first. */
export async function ssoAccessExpiries(email: string): Promise<number[]> {
  const rows = await apiDb()
    .select({ expires: oidcSessionTokens.accessExpiresAt })
    .from(oidcSessionTokens)
    .innerJoin(users, eq(users.id, oidcSessionTokens.userId))
    .where(eq(users.email, email))
    .orderBy(desc(oidcSessionTokens.accessExpiresAt));
  return rows.map((row) => row.expires.getTime());
}

type MakeAccount = (scopes?: string[], options?: { secondFactor?: boolean }) => Promise<NewAccount>;

export const test = base.extend<{ makeAccount: MakeAccount }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
  makeAccount: async ({}, use) => {
    const made: number[] = [];
    /**
     * Accounts with a scope that needs two-step sign-in (staff, editor, publisher) have an
     * authenticator already, as staff who set it up do, unless `secondFactor: false`; `signIn`
     * then gives its code.
     */
    await use(async (scopes = ['member'], options = {}) => {
      const account: Account = {
        email: `e2e-${randomUUID()}@example.org`,
        password: `pw-${randomUUID()}`,
        name: `Test Member ${made.length + 1}`,
      };
      const user = await createUser(apiDb(), { ...account, scopes });
      made.push(user.id);
      const needsOne = scopes.some((scope) => SECOND_FACTOR_SCOPES.includes(scope as Scope));
      if (options.secondFactor ?? needsOne) {
        account.totpSecret = newTotpSecret();
        await setAuthenticator(apiDb(), user.id, account.totpSecret);
      }
      return { ...account, id: user.id };
    });
    if (made.length > 0) await apiDb().delete(users).where(inArray(users.id, made));
  },
});

export { expect };

const isSignInPage = (url: URL) => url.pathname === '/login' || url.pathname === '/login-required';

/** Signs in through the sign-in form of the page the browser is on (or of /login). */
export async function signIn(page: Page, account: Account) {
  if (!isSignInPage(new URL(page.url()))) await page.goto('/login');
  await page.getByLabel('E-mail address').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (account.totpSecret) {
    await page.getByLabel('Authentication code').fill(await freshCode(account.totpSecret));
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  // `commit`: the page it lands on may still be loading images; what counts is that it left sign-in.
  await page.waitForURL((url) => !isSignInPage(url), { waitUntil: 'commit' });
}

/**
 * The header's account links: the desktop bar's (which the stylesheet hides below 1024 px), and a
 * second copy while the small-screen menu is open; `first()` because the bar comes first.
 */
export const accountBar = (page: Page) =>
  page.getByRole('navigation', { name: 'Account', exact: true }).first();
