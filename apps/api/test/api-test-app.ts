import { useTestDatabase } from '@society/db/testing';
import { afterAll } from 'vitest';
import { buildApiApp } from '../src/app.ts';
import { createApiServices } from '../src/create-api-services.ts';
import { apiEnvSchema } from '../src/env.ts';

export const SITE = 'http://localhost:3000';

/** The api over a fresh migrated database, for `app.inject`; closed after the file. */
export async function buildTestApi() {
  const database = await useTestDatabase('api');
  const config = apiEnvSchema.parse({ API_DATABASE_URL: database.url, SITE_URL: SITE, LOG_LEVEL: 'silent' });
  const services = await createApiServices(config, 4);
  const app = await buildApiApp(services);
  afterAll(async () => {
    await app.close();
    await services.close();
  });
  return { app, services };
}

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

type TestApi = Awaited<ReturnType<typeof buildTestApi>>;
const spa = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json', origin: SITE };

/** Signs in through the real endpoints; returns a caller that sends the cookies and XSRF header. */
export async function signIn(api: TestApi, email: string, password: string) {
  const jar = cookieJar();
  jar.store(
    (await api.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: spa })).headers[
      'set-cookie'
    ],
  );
  const login = await api.app.inject({
    method: 'POST',
    url: '/login',
    headers: { ...spa, cookie: jar.header(), 'x-xsrf-token': jar.xsrf() },
    payload: { email, password },
  });
  if (login.statusCode !== 204) throw new Error(`sign-in failed: ${login.statusCode} ${login.body}`);
  jar.store(login.headers['set-cookie']);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    api.app.inject({
      method,
      url,
      headers: { ...spa, cookie: jar.header(), 'x-xsrf-token': jar.xsrf() },
      ...(payload ? { payload } : {}),
    });
  return Object.assign(call, { cookie: () => jar.header() });
}
