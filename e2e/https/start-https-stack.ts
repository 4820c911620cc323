/**
 * Starts the production-mode stack the https suite tests, as an operator runs it without `npm start`:
 * every service with NODE_ENV=production from its own entry point, the web app from a production
 * build (made once, reused while its sources are unchanged), and nginx in front for TLS with a
 * certificate made for this run. Test data is seeded first: the demo content, event rules and
 * collections, and members at idp-dev (the local single sign-on provider).
 */
import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { seedDemoCollections } from '@society/api/seed-collections';
import { seedDemoEventSettings } from '@society/api/seed-events';
import { demoEventDocuments, seedDemoContent } from '@society/content/seed';
import { onProcessExit, openProjectDatabases } from '@society/db/embedded';
import { seedTestMembers } from '@society/idp-dev/seed';
import { type ChildService, startChild, waitUntilServing } from '../../scripts/lib/child-service.ts';
import {
  buildWebApp,
  recordWebBuild,
  webBuildIsCurrent,
  webBuildStamp,
  webDir,
} from '../../scripts/lib/web-build.ts';
import { httpsStack, stackSecrets } from './https-stack.ts';
import { startTlsProxy } from './tls-proxy.ts';

const { ports, dataDir, siteUrl, contentPublicUrl } = httpsStack;
const root = path.resolve(import.meta.dirname, '../..');
const children: ChildService[] = [];
let nginx: ChildProcess | null = null;
let stopDatabases = async () => {};
let stopping = false;

onProcessExit((done: () => void) => {
  stopping = true;
  nginx?.kill('SIGQUIT');
  Promise.all(children.map((child) => child.stop()))
    .then(() => stopDatabases())
    .then(done, done);
});

async function main() {
  const secrets = stackSecrets();
  // Stopped after the services, as `npm start` does: their job queues close before PostgreSQL goes.
  const databases = await openProjectDatabases({ dataDir, stopsAfterServices: true });
  stopDatabases = databases.stop;
  await seedDemoContent(databases.urls.content);
  await seedDemoEventSettings(databases.urls.api, await demoEventDocuments());
  await seedTestMembers(databases.urls.idp, {
    member: secrets.ssoMember.password,
    staff: secrets.ssoStaffPassword,
  });
  const imagesDir = path.join(dataDir, 'images');
  const collections = seedDemoCollections(databases.urls.api, imagesDir);
  collections.catch(() => {});

  const proxy = startTlsProxy(path.join(dataDir, 'nginx'), [
    { listen: ports.site, upstream: ports.web },
    { listen: ports.content, upstream: ports.contentService },
  ]);
  nginx = proxy.nginx;
  nginx.once('exit', (code) => {
    if (stopping) return;
    console.error(`nginx stopped (exit ${code}).`);
    process.exit(1);
  });

  const idpIssuer = `http://127.0.0.1:${ports.idp}`;
  const production = {
    ...process.env,
    NODE_ENV: 'production',
    // The services reach the content service through nginx, as browsers do: trust this run's certificate.
    NODE_EXTRA_CA_CERTS: proxy.certificate,
    LOG_LEVEL: 'warn',
  };
  const service = (name: string, app: string, env: NodeJS.ProcessEnv) => {
    const child = startChild(name, ['--import', 'tsx', 'src/server.ts'], {
      cwd: path.join(root, 'apps', app),
      env,
    });
    children.push(child);
    return child;
  };
  const idp = service('idp-dev', 'idp-dev', {
    ...production,
    IDP_ALLOW_PRODUCTION: 'true',
    IDP_DATABASE_URL: databases.urls.idp,
    IDP_PORT: String(ports.idp),
    IDP_ISSUER: idpIssuer,
    IDP_CLIENT_ID: 'society-site',
    IDP_CLIENT_SECRET: secrets.idpClientSecret,
    IDP_REDIRECT_URIS: `${siteUrl}/signin-oidc`,
    IDP_POST_LOGOUT_REDIRECT_URIS: `${siteUrl}/`,
  });
  const api = service('api', 'api', {
    ...production,
    API_DATABASE_URL: databases.urls.api,
    API_PORT: String(ports.api),
    METRICS_PORT: String(ports.apiMetrics),
    SITE_URL: siteUrl,
    IMAGES_DIR: imagesDir,
    OIDC_ENABLED: 'true',
    OIDC_ISSUER: idpIssuer,
    OIDC_CLIENT_ID: 'society-site',
    OIDC_CLIENT_SECRET: secrets.idpClientSecret,
    OIDC_TOKEN_KEY: secrets.oidcTokenKey,
    SECOND_FACTOR_KEY: secrets.secondFactorKey,
  });
  const content = service('content', 'content', {
    ...production,
    CONTENT_DATABASE_URL: databases.urls.content,
    CONTENT_PORT: String(ports.contentService),
    METRICS_PORT: String(ports.contentMetrics),
    CONTENT_PUBLIC_URL: contentPublicUrl,
    CONTENT_EDITOR_TOKEN: secrets.editorToken,
    CONTENT_ACCESS_TOKEN: secrets.contentAccessToken,
    CONTENT_WEBHOOK_URL: `http://127.0.0.1:${ports.web}/api/revalidate`,
    CONTENT_WEBHOOK_SECRET: secrets.webhookSecret,
    SITE_URL: siteUrl,
  });
  await Promise.all([
    waitUntilServing(`${idpIssuer}/ready`, idp),
    waitUntilServing(`http://127.0.0.1:${ports.api}/ready`, api),
    waitUntilServing(`http://127.0.0.1:${ports.contentService}/ready`, content),
  ]);

  const webEnv = {
    ...production,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: httpsStack.distDir,
    PRISMIC_ENDPOINT: `${contentPublicUrl}/api/v2`,
    PRISMIC_ACCESS_TOKEN: secrets.contentAccessToken,
    PRISMIC_WEBHOOK_SECRET: secrets.webhookSecret,
    SITE_URL: siteUrl,
    API_URL: `http://127.0.0.1:${ports.api}`,
    OIDC_ISSUER: idpIssuer,
    OIDC_PROVIDER_LABEL: 'local test provider',
  };
  process.env.NEXT_DIST_DIR = httpsStack.distDir;
  const stamp = await webBuildStamp({ PRISMIC_ENDPOINT: webEnv.PRISMIC_ENDPOINT, SITE_URL: siteUrl });
  if (!(await webBuildIsCurrent(stamp))) {
    await buildWebApp(webEnv);
    await recordWebBuild(stamp);
  }
  await collections;
  // As deployed: server.ts vouches for the client address, believing nginx on loopback.
  const web = startChild('web', ['--import', 'tsx', 'server.ts'], {
    cwd: webDir,
    env: {
      ...webEnv,
      PORT: String(ports.web),
      WEB_TRUST_PROXY: 'loopback',
      METRICS_PORT: String(ports.webMetrics),
    },
  });
  children.push(web);
  await waitUntilServing(`http://127.0.0.1:${ports.web}/health`, web);
  console.log(`Production-mode stack ready at ${siteUrl}`);
  for (const child of children)
    void child.exited.then((code) => {
      if (stopping) return;
      console.error(`${child.name} stopped (exit ${code}).`);
      process.exit(1);
    });
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
