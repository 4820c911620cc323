import { useTestDatabase } from '@society/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll } from 'vitest';
import { buildApiApp } from '../src/app.ts';
import type { Clock } from '../src/clock.ts';
import { createApiServices, type ServiceOptions } from '../src/create-api-services.ts';
import { apiEnvSchema } from '../src/env.ts';

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

/** Signs in through the real endpoints; returns the browser, which then sends the member's cookies. */
export async function signIn(api: Pick<TestApi, 'app'>, email: string, password: string): Promise<Browser> {
  const member = await browser(api);
  const login = await member('POST', '/login', { email, password });
  if (login.statusCode !== 204) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  return member;
}
