import path from 'node:path';
import { DEMO_EMAILS, seedDemoUsers } from '@society/api/seed';
import { seedDemoCollections } from '@society/api/seed-collections';
import { seedDemoEventSettings } from '@society/api/seed-events';
import { demoEventDocuments, seedDemoContent } from '@society/content/seed';
import { DatabaseSetupError, redactDatabaseUrl } from '@society/db';
import { onProcessExit, openProjectDatabases } from '@society/db/embedded';
import { seedTestMembers } from '@society/idp-dev/seed';
import { assertPortFree } from './lib/assert-port-free.ts';
import { type ChildService, childStarter } from './lib/child-service.ts';
import { refreshRenderedPagesIfContentChanged } from './lib/rendered-content-ref.ts';
import { loadStartConfig, localIdpIssuer, repoRoot, usesLocalIdp } from './lib/start-env.ts';
import { type Supervised, Supervisor } from './lib/supervisor.ts';
import {
  buildWebApp,
  recordWebBuild,
  webAppEnv,
  webBuildIsCurrent,
  webBuildStamp,
  webDir,
} from './lib/web-build.ts';

const children: ChildService[] = [];
/** The services kept running: restarted when they crash, PostgreSQL first. */
const supervisors: Supervisor[] = [];
let stopDatabases = async () => {};
let stopping = false;

async function stopAll() {
  stopping = true;
  await Promise.all([...children, ...supervisors].map((service) => service.stop()));
  await stopDatabases();
}

function giveUp(message: string) {
  if (stopping) return;
  console.error(`${message} Stopping everything.`);
  void stopAll().then(() => process.exit(1));
}

/** Starts a service and keeps it running (see Supervisor); resolves once it first serves. */
async function supervise(name: string, start: () => Promise<Supervised>): Promise<void> {
  const supervisor = new Supervisor({ name, start, onGiveUp: giveUp });
  supervisors.push(supervisor);
  await supervisor.start();
}

onProcessExit((done: () => void) => {
  if (!stopping) console.log('\nStopping…');
  stopAll().then(done, done);
});

async function main() {
  const config = await loadStartConfig();
  await assertPortFree(config.PORT, 'PORT');
  await assertPortFree(config.API_PORT, 'API_PORT');
  await assertPortFree(config.CONTENT_PORT, 'CONTENT_PORT');
  const localIdp = usesLocalIdp(config);
  if (localIdp) await assertPortFree(config.IDP_PORT, 'IDP_PORT');

  const databases = await openProjectDatabases({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.dataDir,
    stopsAfterServices: true,
  });
  stopDatabases = databases.stop;
  const { embedded } = databases;
  if (embedded) {
    // The services reconnect by themselves once it is back.
    const postgres = new Supervisor({
      name: 'PostgreSQL',
      start: async () => {
        await embedded.restart();
        return { exited: embedded.exited(), stop: async () => {} };
      },
      onGiveUp: giveUp,
    });
    supervisors.push(postgres);
    postgres.adopt({ exited: embedded.exited(), stop: async () => {} });
  }
  console.log(
    `PostgreSQL: ${redactDatabaseUrl(databases.serverUrl)}${databases.startedServer ? ` (embedded, data in ${path.relative(repoRoot, config.dataDir) || '.'})` : ''}`,
  );

  const seeded = await seedDemoContent(databases.urls.content);
  console.log(
    seeded.ref
      ? `Demo content: ${seeded.published} documents published, ${seeded.drafts} drafts, ${seeded.releaseDocuments} release documents.`
      : 'Demo content: up to date.',
  );

  const eventSettings = await seedDemoEventSettings(databases.urls.api, await demoEventDocuments());
  if (eventSettings > 0)
    console.log(`Event booking rules: ${eventSettings} events set up from the demo content.`);

  const demoUsers =
    process.env.NODE_ENV === 'production'
      ? []
      : await seedDemoUsers(databases.urls.api, config.demoPasswords, config.demoStaffTotpSecret);
  const imagesDir = process.env.IMAGES_DIR || path.join(config.dataDir, 'images');
  // The demo collections load while the services start and the web app builds; the site opens
  // only once they are in.
  const seedingCollections =
    process.env.NODE_ENV === 'production'
      ? Promise.resolve(null)
      : seedDemoCollections(databases.urls.api, imagesDir).then((collections) => {
          console.log(
            collections.seeded.length > 0
              ? `Demo collections: ${collections.seeded.length} seeded (${collections.records} records, ${collections.people} people) and ${collections.images} card images in ${(collections.milliseconds / 1000).toFixed(1)} s.`
              : 'Demo collections: up to date.',
          );
          return collections;
        });
  // Held until awaited below, so a failure is reported there rather than as an unhandled rejection.
  seedingCollections.catch(() => {});

  const serverArgs = ['--import', 'tsx', 'src/server.ts'];
  // Single sign-on: a real provider when OIDC_ISSUER is set (its OIDC_* variables pass through),
  // otherwise idp-dev, the local test provider, with the site registered as its client.
  const idpIssuer = localIdpIssuer(config);
  const ssoMembers = localIdp ? await seedTestMembers(databases.urls.idp, config.idp.memberPasswords) : [];
  const oidcEnv = localIdp
    ? {
        OIDC_ENABLED: 'true',
        OIDC_ISSUER: idpIssuer,
        OIDC_CLIENT_ID: 'society-site',
        OIDC_CLIENT_SECRET: config.idp.clientSecret,
        OIDC_TOKEN_KEY: config.idp.tokenKey,
      }
    : {};
  if (localIdp) {
    await supervise(
      'idp-dev',
      childStarter(
        'idp-dev',
        serverArgs,
        {
          cwd: path.join(repoRoot, 'apps/idp-dev'),
          env: {
            ...process.env,
            IDP_DATABASE_URL: databases.urls.idp,
            IDP_PORT: String(config.IDP_PORT),
            IDP_ISSUER: idpIssuer,
            IDP_CLIENT_ID: oidcEnv.OIDC_CLIENT_ID,
            IDP_CLIENT_SECRET: config.idp.clientSecret,
            IDP_REDIRECT_URIS: `${config.siteUrl}/signin-oidc`,
            IDP_POST_LOGOUT_REDIRECT_URIS: `${config.siteUrl}/`,
          },
          quiet: /Unsupported runtime/,
        },
        `${idpIssuer}/.well-known/openid-configuration`,
      ),
    );
  }

  // Every service logs at one level: only what needs attention, unless LOG_LEVEL asks for more.
  const logLevel = process.env.LOG_LEVEL ?? 'warn';
  const apiOptions = {
    cwd: path.join(repoRoot, 'apps/api'),
    env: {
      ...process.env,
      ...oidcEnv,
      API_DATABASE_URL: databases.urls.api,
      API_PORT: String(config.API_PORT),
      IMAGES_DIR: imagesDir,
      IMPORTS_DIR: process.env.IMPORTS_DIR || path.join(config.dataDir, 'imports'),
      // The api reads published events from the CMS, as the site does, to give them booking rules.
      PRISMIC_ENDPOINT: webAppEnv(config).PRISMIC_ENDPOINT,
      ...(webAppEnv(config).PRISMIC_ACCESS_TOKEN
        ? { PRISMIC_ACCESS_TOKEN: webAppEnv(config).PRISMIC_ACCESS_TOKEN }
        : {}),
      SITE_URL: config.siteUrl,
      SECOND_FACTOR_KEY: config.secondFactorKey,
      LOG_LEVEL: logLevel,
    },
  };

  const contentEnv = {
    ...process.env,
    CONTENT_DATABASE_URL: databases.urls.content,
    CONTENT_PORT: String(config.CONTENT_PORT),
    CONTENT_HOST: '0.0.0.0',
    CONTENT_PUBLIC_URL: config.contentUrl,
    CONTENT_EDITOR_TOKEN: config.editorToken,
    CONTENT_ACCESS_TOKEN: config.contentAccessToken,
    CONTENT_WEBHOOK_URL: `http://127.0.0.1:${config.PORT}/api/revalidate`,
    CONTENT_WEBHOOK_SECRET: config.webhookSecret,
    SITE_URL: config.siteUrl,
    LOG_LEVEL: logLevel,
  };
  await Promise.all([
    supervise('api', childStarter('api', serverArgs, apiOptions, `${config.apiUrl}/health`)),
    supervise(
      'content',
      childStarter(
        'content',
        serverArgs,
        { cwd: path.join(repoRoot, 'apps/content'), env: contentEnv },
        `http://127.0.0.1:${config.CONTENT_PORT}/health`,
      ),
    ),
  ]);

  const webEnv = webAppEnv(config);
  const stamp = await webBuildStamp({ PRISMIC_ENDPOINT: webEnv.PRISMIC_ENDPOINT, SITE_URL: config.siteUrl });
  if (!(await webBuildIsCurrent(stamp))) {
    console.log('Building the web app (first start or changed sources)…');
    const builds: ChildService[] = [];
    await buildWebApp(webEnv, {
      onStart: (build) => {
        builds.push(build);
        children.push(build);
      },
    });
    for (const build of builds) children.splice(children.indexOf(build), 1);
    await recordWebBuild(stamp);
  }
  await seedingCollections;
  // server.ts: `next start` with the client's address vouched for in X-Forwarded-For.
  await supervise(
    'web',
    childStarter(
      'web',
      ['--import', 'tsx', 'server.ts'],
      {
        cwd: webDir,
        env: { ...webEnv, PORT: String(config.PORT), LOG_LEVEL: logLevel },
      },
      `http://127.0.0.1:${config.PORT}/`,
    ),
  );
  await refreshRenderedPagesIfContentChanged({
    url: `http://127.0.0.1:${config.PORT}`,
    endpoint: webEnv.PRISMIC_ENDPOINT,
    accessToken: webEnv.PRISMIC_ACCESS_TOKEN,
    webhookSecret: webEnv.PRISMIC_WEBHOOK_SECRET,
  });

  const signIns = [
    ...demoUsers.map(
      (user) => `  Demo sign-in: ${user.email} / ${user.password} (${user.scopes.join(', ')})`,
    ),
    ...(demoUsers.length > 0
      ? [
          `  Two-step sign-in of ${DEMO_EMAILS[1]}: authenticator key ${config.demoStaffTotpSecret}, or run \`npm run demo-code\` for the current code`,
        ]
      : []),
    ...(localIdp ? [`  Single sign-on: ${idpIssuer} (idp-dev, the local test provider)`] : []),
    ...ssoMembers.map(
      (member) => `  SSO sign-in:  ${member.email} / ${member.password} (${member.scopes.join(', ')})`,
    ),
  ];
  console.log(`
  Site:         ${config.siteUrl}
  Content API:  ${config.contentUrl}/api/v2   (editor and access tokens in ${path.relative(repoRoot, config.dataDir)}/dev-secrets.json)
  API:          ${config.apiUrl}/health
${signIns.join('\n')}

A service that stops unexpectedly is started again. Press Ctrl-C to stop.`);
}

main().catch(async (error: Error) => {
  const known =
    error instanceof DatabaseSetupError ||
    /^(Port|Cannot use port|Invalid environment|The web app|api|content|web|idp-dev)/.test(error.message);
  console.error(known ? error.message : error);
  await stopAll();
  process.exit(1);
});
