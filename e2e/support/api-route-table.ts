import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildApiApp } from '@society/api/app';
import { apiEnvSchema } from '@society/api/env';
import { createApiServices } from '@society/api/services';
import { withDatabaseName } from '@society/db';
import { idpPort } from '../playwright.config.ts';
import { devSecrets, stack } from './stack.ts';

export type ApiRoute = { method: string; url: string; queryNames: string[]; bodyNames: string[] };

const propertyNames = (schema: unknown): string[] =>
  Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});

/**
 * Every route the running api has, read from the api's own route table (built once more, over the
 * e2e database, with single sign-on on as `npm start` runs it), so a new route is fuzzed through
 * the site without touching the tests.
 */
export async function apiRouteTable(): Promise<ApiRoute[]> {
  const runtime = JSON.parse(readFileSync(path.join(stack.dataDir, 'postgres-runtime.json'), 'utf8'));
  const secrets = devSecrets() as ReturnType<typeof devSecrets> & {
    idpClientSecret: string;
    oidcTokenKey: string;
  };
  const config = apiEnvSchema.parse({
    API_DATABASE_URL: withDatabaseName(runtime.serverUrl as string, 'society_api'),
    SITE_URL: stack.siteUrl,
    LOG_LEVEL: 'silent',
    OIDC_ENABLED: 'true',
    OIDC_ISSUER: `http://127.0.0.1:${idpPort}`,
    OIDC_CLIENT_ID: 'society-site',
    OIDC_CLIENT_SECRET: secrets.idpClientSecret,
    OIDC_TOKEN_KEY: secrets.oidcTokenKey,
  });
  const services = await createApiServices(config, { maxConnections: 1, searchCounter: null });
  try {
    const app = await buildApiApp(services);
    await app.ready();
    const routes = app.routeTable.map((route) => ({
      method: route.method,
      url: route.url,
      queryNames: propertyNames(route.schema?.querystring),
      bodyNames: propertyNames(route.schema?.body),
    }));
    await app.close();
    return routes;
  } finally {
    await services.close();
  }
}
