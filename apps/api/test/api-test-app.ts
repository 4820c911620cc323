import { useTestDatabase } from '@society/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll } from 'vitest';
import { buildApiApp } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import { createApiServices, type ServiceOptions } from '../src/create-api-services.ts';
import { apiEnvSchema } from '../src/env.ts';
import { totpCode } from '../src/second-factor/totp.ts';
import { findUserByEmail } from '../src/users/user-repository.ts';

export const SITE = 'http://localhost:3000';
/** What the site's fetches send with every api call. */
export const SPA_HEADERS = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', origin: SITE };

export type TestApiOptions = {
  env?: Record<string, string>;
  clock?: Clock;
  databaseUrl?: string;
  searchCounter?: ServiceOptions['searchCounter'];
  /** Receives every log line (the level is then `info` unless env says otherwise). */
  logStream?: { write(line: string): void };
};

/** The api over a fresh migrated database (or `databaseUrl`), for `app.inject`; closed after the file. */
/** The tests' key for sealing authenticator keys (32 bytes, base64url). */
export const TEST_SECOND_FACTOR_KEY = Buffer.alloc(32, 7).toString('base64url');

export async function buildTestApi({
  env = {},
  clock,
  databaseUrl,
  searchCounter,
  logStream,
}: TestApiOptions = {}) {
  const url = databaseUrl ?? (await useTestDatabase('api')).url;
  const config = apiEnvSchema.parse({
    API_DATABASE_URL: url,
    SITE_URL: SITE,
    LOG_LEVEL: logStream ? 'info' : 'silent',
    // Authenticator keys are sealed in every api test, as in production.
    SECOND_FACTOR_KEY: TEST_SECOND_FACTOR_KEY,
    ...env,
  });
  const services = await createApiServices(config, {
    maxConnections: 4,
    ...(clock ? { clock } : {}),
    ...(searchCounter !== undefined ? { searchCounter } : {}),
  });
  const app = await buildApiApp(services, logStream ? { logStream } : {});
  afterAll(async () => {
    await app.close();
    await services.close();
  });
  return { app, services, databaseUrl: url };
}

export type TestApi = Awaited<ReturnType<typeof buildTestApi>>;

/** A browser-like cookie jar over inject: keeps Set-Cookie values and echoes XSRF-TOKEN. */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    cookies,
    store(setCookie: string | string[] | undefined) {
      for (const line of [setCookie ?? []].flat()) {
        const [pair] = line.split(';');
        const [name, ...value] = pair!.split('=');
        cookies.set(name!, value.join('='));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    xsrf: () => decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A guest browser on the site: it has primed `/sanctum/csrf-cookie`, sends its cookies and the
 * XSRF header with every call, and keeps the cookies answers set.
 */
export async function browser(api: Pick<TestApi, 'app'>, { remoteAddress }: { remoteAddress?: string } = {}) {
  const jar = cookieJar();
  const from = remoteAddress ? { remoteAddress } : {};
  jar.store(
    (await api.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: SPA_HEADERS, ...from }))
      .headers['set-cookie'],
  );
  const call = async (
    method: Method,
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const options: InjectOptions = {
      method,
      url,
      headers: { ...SPA_HEADERS, cookie: jar.header(), 'x-xsrf-token': jar.xsrf(), ...headers },
      ...(payload ? { payload } : {}),
      ...from,
    };
    const response = await api.app.inject(options);
    jar.store(response.headers['set-cookie']);
    return response;
  };
  return Object.assign(call, { jar, cookie: () => jar.header() });
}

export type Browser = Awaited<ReturnType<typeof browser>>;

/** An authenticator app as the tests hold it for an account: its secret and unused recovery codes. */
export type TestAuthenticator = { secret: string; recoveryCodes: string[]; lastStep: number };

/** The accounts the tests enrolled in two-step sign-in, by e-mail (test files run apart). */
export const authenticators = new Map<string, TestAuthenticator>();

type SignInApi = Pick<TestApi, 'app'> & {
  services?: Pick<TestApi['services'], 'clock' | 'db' | 'secondFactors'>;
};
const STEP_MS = 30_000;

/**
 * Signs in through the real endpoints, as a person would; returns the browser, which then sends the
 * member's cookies. Accounts whose scopes need two-step sign-in (staff, editor, publisher) set it
 * up on their first sign-in here and give a code on later ones, so their sessions reach staff
 * tools like the site's do.
 */
export async function signIn(api: SignInApi, email: string, password: string): Promise<Browser> {
  const member = await browser(api);
  const login = await member('POST', '/login', { email, password });
  const now = api.services?.clock() ?? Date.now();
  const key = email.toLowerCase();
  if (login.statusCode === 200 && login.json().two_factor === true) {
    const authenticator = authenticators.get(key);
    if (!authenticator) throw new Error(`sign-in of ${email} asks for a code, but no test enrolled it`);
    let given = await member('POST', '/two-factor-challenge', nextProof(authenticator, now));
    // A test that sent wrong codes on purpose (the fuzz) locked the account: lift it, as the
    // account's owner would wait it out.
    if (given.statusCode === 429 && api.services?.db) {
      const user = await findUserByEmail(api.services.db, email);
      await api.services.secondFactors.throttle.reset(user!.id);
      given = await member('POST', '/two-factor-challenge', nextProof(authenticator, now));
    }
    if (given.statusCode !== 204) throw new Error(`second factor refused: ${given.statusCode} ${given.body}`);
    if (authenticator.recoveryCodes.length < 3) {
      const fresh = await member('POST', '/api/user/two-factor/recovery-codes', { password });
      authenticator.recoveryCodes = fresh.json().recovery_codes;
    }
  } else if (login.statusCode !== 204) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  if ((await member('GET', '/api/user')).json().second_factor_needed === 'enrol')
    authenticators.set(key, await enrolSecondFactor(member, now));
  return member;
}

/** Sets up two-step sign-in for the signed-in browser's account, as the enrolment page does. */
export async function enrolSecondFactor(member: Browser, now = Date.now()): Promise<TestAuthenticator> {
  const enrolment = await member('POST', '/api/user/two-factor');
  if (enrolment.statusCode !== 200)
    throw new Error(`enrolment refused: ${enrolment.statusCode} ${enrolment.body}`);
  const { secret } = enrolment.json() as { secret: string };
  const step = Math.floor(now / STEP_MS);
  const confirmed = await member('POST', '/api/user/two-factor/confirm', {
    code: totpCode(secret, step * STEP_MS),
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`enrolment not confirmed: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: confirmed.json().recovery_codes, lastStep: step };
}

/**
 * A code the api has not seen yet: now's, else the next step's (accepted too), else a recovery
 * code (tests with a stopped clock sign one account in many times within a step).
 */
function nextProof(authenticator: TestAuthenticator, now: number) {
  const step = Math.max(Math.floor(now / STEP_MS), authenticator.lastStep + 1);
  if (step <= Math.floor(now / STEP_MS) + 1) {
    authenticator.lastStep = step;
    return { code: totpCode(authenticator.secret, step * STEP_MS) };
  }
  const recoveryCode = authenticator.recoveryCodes.pop();
  if (!recoveryCode) throw new Error('the test used up its recovery codes');
  return { recovery_code: recoveryCode };
}
