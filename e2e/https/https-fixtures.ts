import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, test as base, expect } from '@playwright/test';
import { createUser } from '@society/api/users';
import { connectDatabase, withDatabaseName } from '@society/db';
import { apiSchema, users } from '@society/db/api-schema';
import { inArray } from 'drizzle-orm';
import type { Account } from '../support/members.ts';
import { httpsStack, stackSecrets } from './https-stack.ts';

let db: ReturnType<typeof connectDatabase<typeof apiSchema>> | null = null;
/** The https stack's api database, to make the test's accounts as `npm run user` would. */
function apiDb() {
  const runtime = JSON.parse(readFileSync(path.join(httpsStack.dataDir, 'postgres-runtime.json'), 'utf8'));
  db ??= connectDatabase(withDatabaseName(runtime.serverUrl, 'society_api'), apiSchema, {
    maxConnections: 2,
    applicationName: 'e2e-https',
  });
  return db;
}

/** `makeAccount`: a fresh member per test, removed afterwards. */
export const test = base.extend<{ makeAccount: () => Promise<Account> }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as the first argument.
  makeAccount: async ({}, use) => {
    const made: number[] = [];
    await use(async () => {
      const account = {
        email: `https-${randomUUID()}@example.org`,
        password: `pw-${randomUUID()}`,
        name: 'Harriet Secure',
      };
      made.push((await createUser(apiDb(), { ...account, scopes: ['member'] })).id);
      return account;
    });
    if (made.length > 0) await apiDb().delete(users).where(inArray(users.id, made));
  },
});
export { expect };

/** The content service's editorial API, on its own port behind the proxy (editors' tools use it). */
export async function editor(method: string, route: string, body?: unknown): Promise<Response> {
  const response = await fetch(`http://127.0.0.1:${httpsStack.ports.contentService}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${stackSecrets().editorToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

type CookieRule = { httpOnly: boolean; sameSite: 'Lax' | 'Strict' | 'None' };

/**
 * Every cookie the site may set in production, with its flags. All of them are Secure with
 * `Path=/`; `__Host-` ones have no Domain (a host-only cookie). A cookie not listed fails the test.
 */
const COOKIE_RULES: Record<string, CookieRule> = {
  '__Host-society_session': { httpOnly: true, sameSite: 'Lax' },
  // Read by the site's script and echoed in X-XSRF-TOKEN: not HttpOnly by design.
  'XSRF-TOKEN': { httpOnly: false, sameSite: 'Lax' },
  // Prismic's preview cookie is read by the preview bar's script.
  'io.prismic.preview': { httpOnly: false, sameSite: 'Lax' },
  // Next.js draft mode: sent on the editor's cross-site hops back to the site.
  __prerender_bypass: { httpOnly: true, sameSite: 'None' },
};

/** Checks every cookie the browser holds for the site against COOKIE_RULES; answers their names. */
export async function expectSiteCookies(context: BrowserContext): Promise<string[]> {
  const cookies = await context.cookies(httpsStack.siteUrl);
  for (const cookie of cookies) {
    const rule = COOKIE_RULES[cookie.name];
    expect(rule, `unexpected cookie ${cookie.name}`).toBeDefined();
    expect({ name: cookie.name, secure: cookie.secure, path: cookie.path }).toEqual({
      name: cookie.name,
      secure: true,
      path: '/',
    });
    expect({ name: cookie.name, httpOnly: cookie.httpOnly, sameSite: cookie.sameSite }).toEqual({
      name: cookie.name,
      ...rule,
    });
    if (cookie.name.startsWith('__Host-')) expect(cookie.domain).toBe('localhost');
  }
  return cookies.map((cookie) => cookie.name).sort();
}
