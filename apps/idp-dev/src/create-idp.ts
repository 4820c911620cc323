import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { databaseReadiness, type Readiness } from '@society/db';
import Provider from 'oidc-provider';
import pg from 'pg';
import type { IdpConfig } from './idp-env.ts';
import { interactionRoutes } from './interaction-routes.ts';
import { errorPage, PAGE_SECURITY_HEADERS } from './pages.ts';
import { providerConfiguration } from './provider-config.ts';
import { loadProviderSecrets } from './provider-secrets.ts';

export type RunningIdp = {
  issuer: string;
  provider: Provider;
  server: Server;
  pool: pg.Pool;
  close(): Promise<void>;
};

/**
 * Listens on IDP_HOST:IDP_PORT (0 picks a free port: the tests do), then builds the provider for
 * the address it got. Requests under /interaction/ are the provider's own pages; everything else
 * (discovery, /auth, /token, /jwks, /token/revocation, /session/end…) is oidc-provider's.
 */
export async function startIdp(config: IdpConfig): Promise<RunningIdp> {
  const pool = new pg.Pool({
    connectionString: config.IDP_DATABASE_URL,
    max: 5,
    application_name: 'idp-dev',
  });
  pool.on('error', () => {});
  let handle: RequestListener | null = null;
  const server = createServer((req, res) => {
    if (handle) handle(req, res);
    else res.writeHead(503).end();
  });
  try {
    const secrets = await loadProviderSecrets(pool);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.IDP_PORT, config.IDP_HOST, () => resolve());
    });
    const { port } = server.address() as AddressInfo;
    const issuer = config.IDP_ISSUER ?? `http://127.0.0.1:${port}`;
    const provider = new Provider(issuer, providerConfiguration(config, pool, secrets));
    provider.on('server_error', (_ctx, error) => console.error(`idp-dev: ${error.message}`));
    const providerCallback = provider.callback();
    const interactions = interactionRoutes(provider, pool);
    handle = (req, res) => {
      if (req.url === '/health' || req.url === '/ready') {
        void probe(req.url, pool).then(({ statusCode, body }) =>
          res.writeHead(statusCode, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        );
      } else if (req.url?.startsWith('/interaction/')) {
        interactions(req, res).catch((error: Error) => {
          console.error(`idp-dev: ${error.message}`);
          if (!res.headersSent) {
            res.writeHead(500, { ...PAGE_SECURITY_HEADERS, 'content-type': 'text/html; charset=utf-8' });
            res.end(errorPage({ error: 'server_error' }));
          }
        });
      } else providerCallback(req, res);
    };
    return {
      issuer,
      provider,
      server,
      pool,
      async close() {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await pool.end();
      },
    };
  } catch (error) {
    server.close();
    await pool.end();
    throw error;
  }
}

/** Liveness (`/health`: the process answers) and readiness (`/ready`: its database answers). */
const probe = async (
  url: '/health' | '/ready',
  pool: pg.Pool,
): Promise<Readiness | { statusCode: 200; body: { status: 'ok' } }> =>
  url === '/health' ? { statusCode: 200, body: { status: 'ok' } } : databaseReadiness(pool);
