import { randomBytes } from 'node:crypto';
import { oidcSessionTokens } from '@society/db/api-oidc-schema';
import { type OriginHandler, startTestIdp, TEST_CLIENT, testBrowser } from '@society/idp-dev/testing';
import { eq } from 'drizzle-orm';
import { TokenCipher } from '../src/crypto/token-cipher.ts';
import { tokenHash } from '../src/http/secret-token.ts';
import type { ProviderTokens } from '../src/oidc/oidc-session-tokens.ts';
import { SITE, SPA_HEADERS, type TestApi } from './api-test-app.ts';

export const CALLBACK = `${SITE}/signin-oidc`;
export const POST_LOGOUT = `${SITE}/`;
export const TOKEN_KEY = randomBytes(32).toString('base64url');

/** idp-dev in process, with the site registered as its client. */
export const startSsoIdp = () =>
  startTestIdp({ redirectUris: [CALLBACK], postLogoutRedirectUris: [POST_LOGOUT] });

export const oidcEnv = (issuer: string, extra: Record<string, string> = {}) => ({
  OIDC_ENABLED: 'true',
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: TEST_CLIENT.id,
  OIDC_CLIENT_SECRET: TEST_CLIENT.secret,
  OIDC_TOKEN_KEY: TOKEN_KEY,
  ...extra,
});

type Member = { email: string; password: string };

/**
 * A browser whose requests to the site's origin are answered by the api in process (as the web
 * proxy forwards them) and whose requests to the provider go over HTTP to idp-dev.
 */
export function siteBrowser(api: Pick<TestApi, 'app'>) {
  const site: OriginHandler = async ({ method, url, headers, body }) => {
    const response = await api.app.inject({
      method: method as 'GET' | 'POST',
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    return {
      status: response.statusCode,
      headers: response.headers as Record<string, string | string[] | undefined>,
      body: response.body,
    };
  };
  const browser = testBrowser({ [SITE]: site });

  const cookie = async (name: string) =>
    (await browser.jar.getCookies(`${SITE}/`)).find((c) => c.key === name)?.value;

  /** What the site's own fetches send: cookies, the XSRF header, X-Requested-With. */
  async function xhr(method: 'GET' | 'POST', path: string, payload?: object) {
    const response = await api.app.inject({
      method,
      url: path,
      ...(payload ? { payload } : {}),
      headers: {
        ...SPA_HEADERS,
        cookie: await browser.jar.getCookieString(`${SITE}${path}`),
        'x-xsrf-token': decodeURIComponent((await cookie('XSRF-TOKEN')) ?? ''),
      },
    });
    for (const line of [response.headers['set-cookie'] ?? []].flat())
      await browser.jar.setCookie(line, `${SITE}${path}`, { ignoreError: true });
    return response;
  }

  /** `/veryconnect-auth` once: the answer and the authorization URL it sends the browser to. */
  async function start(returnTo = '/members') {
    const answer = await browser.request(
      'GET',
      `${SITE}/veryconnect-auth?redirect=${encodeURIComponent(returnTo)}`,
    );
    return { answer, authorizationUrl: new URL(answer.location ?? `${SITE}/no-location`) };
  }

  /** Through the provider (its login form when it asks) until it sends the browser back: that URL, unvisited. */
  async function authorize(authorizationUrl: string, member: Member): Promise<string> {
    let response = await browser.request('GET', authorizationUrl);
    for (let hop = 0; hop < 10; hop++) {
      if (response.location?.startsWith(SITE)) return response.location;
      if (response.location) response = await browser.request('GET', response.location);
      else if (response.status === 200 && response.body.includes('<h1>Sign in</h1>')) {
        const action = /<form method="post" action="([^"]+)"/.exec(response.body)?.[1] ?? '';
        const form = new URLSearchParams({ email: member.email, password: member.password });
        response = await browser.request('POST', new URL(action, response.url).href, form);
      } else break;
    }
    throw new Error(`the provider did not send the browser back (${response.status} at ${response.url})`);
  }

  async function signIn(member: Member, returnTo = '/members') {
    const { authorizationUrl } = await start(returnTo);
    return browser.navigate(await authorize(authorizationUrl.href, member));
  }

  return { ...browser, cookie, xhr, start, authorize, signIn };
}

export type SiteBrowser = ReturnType<typeof siteBrowser>;

/** The provider's tokens the api keeps for this browser's session (opened with the test key). */
export async function storedTokens(api: TestApi, browser: SiteBrowser): Promise<ProviderTokens | null> {
  const sessionId = await browser.cookie('society_session');
  if (!sessionId) return null;
  const [row] = await api.services.db
    .select()
    .from(oidcSessionTokens)
    .where(eq(oidcSessionTokens.sessionIdHash, tokenHash(sessionId)));
  return row ? new TokenCipher(TOKEN_KEY).open<ProviderTokens>(row.sealedTokens, row.sessionIdHash) : null;
}
