/**
 * The production-mode stack with several instances of each service, as an operator runs it on one
 * PostgreSQL: N content services, N apis and N web servers (one production build for all) behind
 * one nginx. The embedded server is started once and handed to every service as an external
 * database (its URL), exactly as a PostgreSQL elsewhere would be.
 *
 * The site and content addresses are the https suite's (`E2E_HTTPS_PORT`), so the web build the
 * https suite made (`.next-https`) serves here too; the two stacks never run at the same time.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seedDemoCollections } from '@society/api/seed-collections';
import { seedDemoEventSettings } from '@society/api/seed-events';
import { demoEventDocuments, seedDemoContent } from '@society/content/seed';
import { openProjectDatabases } from '@society/db/embedded';
import { type ChildService, startChild, waitUntilServing } from '../../scripts/lib/child-service.ts';
import { ensureNginx } from '../../scripts/lib/ensure-nginx.ts';
import { webDir } from '../../scripts/lib/web-build.ts';
import { httpsStack } from '../https/https-stack.ts';
import { startTlsProxy } from '../https/tls-proxy.ts';
import { buildWebOnce } from './build-web-once.ts';
import { type InstancePorts, instancePorts, SERVICE_KINDS, type ServiceKind } from './instance-ports.ts';

export { SERVICE_KINDS, type ServiceKind };

export type InstanceStackOptions = {
  /** Instances of each service. */
  count: number;
  dataDir: string;
  /** Seed the demo collections (the record search's data); the soak needs them, the e2e suite not. */
  collections?: boolean;
  /** Prefix each child's output lines with its name (true) or drop them (false). */
  verbose?: boolean;
};

export type Instance = { kind: ServiceKind; index: number; port: number; child: ChildService };

export type InstanceStack = {
  ports: InstancePorts;
  /** What the tests' own clients use: plain http on loopback, proxied as the https site. */
  urls: { site: string; api: string; content: string; siteOrigin: string };
  databaseUrls: { api: string; content: string };
  secrets: { editorToken: string; contentAccessToken: string; webhookSecret: string };
  instances: Record<ServiceKind, Instance[]>;
  /** Stops one instance (SIGTERM: it drains) and starts it again; resolves once it serves. */
  restart(kind: ServiceKind, index: number): Promise<void>;
  /** Every instance's process id, for memory figures. */
  pids(): { name: string; pid: number }[];
  /** Instances that ended without being stopped or restarted (each a line). */
  unexpectedExits: string[];
  stop(): Promise<void>;
};

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

/** A key kept beside the stack's databases: what one run seals, the next opens. */
function keptKey(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = random(32);
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
const readyPath: Record<ServiceKind, string> = { content: '/ready', api: '/ready', web: '/health' };
const appDir: Record<ServiceKind, string> = {
  content: path.join(webDir, '../content'),
  api: path.join(webDir, '../api'),
  web: webDir,
};

export async function startInstanceStack(options: InstanceStackOptions): Promise<InstanceStack> {
  const { count, dataDir } = options;
  const ports = instancePorts(count);
  const secrets = { editorToken: random(24), contentAccessToken: random(24), webhookSecret: random(24) };
  const stopping = new Set<ChildService>();
  const instances: Record<ServiceKind, Instance[]> = { content: [], api: [], web: [] };
  const unexpectedExits: string[] = [];
  const databases = await openProjectDatabases({ dataDir, kinds: ['api', 'content'] });
  const secondFactorKey = keptKey(path.join(dataDir, 'second-factor-key'));
  const cleanups: (() => Promise<void>)[] = [() => databases.stop()];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  };
  try {
    await seedDemoContent(databases.urls.content);
    await seedDemoEventSettings(databases.urls.api, await demoEventDocuments());
    const imagesDir = path.join(dataDir, 'images');
    const collections = options.collections
      ? seedDemoCollections(databases.urls.api, imagesDir)
      : Promise.resolve();
    collections.catch(() => {});

    ensureNginx();
    const proxy = startTlsProxy(path.join(dataDir, 'nginx'), [
      { listen: ports.site, upstream: ports.instances.web },
      { listen: ports.content, upstream: ports.instances.content },
      { listen: ports.sitePlain, upstream: ports.instances.web, tls: false },
      { listen: ports.apiPlain, upstream: ports.instances.api, tls: false },
      { listen: ports.contentPlain, upstream: ports.instances.content, tls: false },
    ]);
    cleanups.push(async () => {
      proxy.nginx.kill('SIGQUIT');
      await new Promise((done) => proxy.nginx.once('exit', done));
    });
    const production = {
      ...process.env,
      NODE_ENV: 'production',
      // The services reach the content service through nginx, as browsers do: trust this run's certificate.
      NODE_EXTRA_CA_CERTS: proxy.certificate,
      LOG_LEVEL: 'warn',
    };
    const webInstanceUrls = ports.instances.web.map((port) => `http://127.0.0.1:${port}`);
    const envOf: Record<ServiceKind, (port: number) => NodeJS.ProcessEnv> = {
      content: (port) => ({
        ...production,
        CONTENT_DATABASE_URL: databases.urls.content,
        CONTENT_PORT: String(port),
        CONTENT_PUBLIC_URL: httpsStack.contentPublicUrl,
        CONTENT_EDITOR_TOKEN: secrets.editorToken,
        CONTENT_ACCESS_TOKEN: secrets.contentAccessToken,
        // Through the proxy to any one site instance, which passes it to every instance.
        CONTENT_WEBHOOK_URL: `http://127.0.0.1:${ports.sitePlain}/api/revalidate`,
        CONTENT_WEBHOOK_SECRET: secrets.webhookSecret,
        SITE_URL: httpsStack.siteUrl,
      }),
      api: (port) => ({
        ...production,
        API_DATABASE_URL: databases.urls.api,
        API_PORT: String(port),
        SITE_URL: httpsStack.siteUrl,
        IMAGES_DIR: imagesDir,
        SECOND_FACTOR_KEY: secondFactorKey,
      }),
      web: (port) => ({
        ...production,
        ...webEnv,
        PORT: String(port),
        WEB_TRUST_PROXY: 'loopback',
        WEB_INSTANCE_URLS: webInstanceUrls.join(','),
      }),
    };
    const webEnv = {
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: httpsStack.distDir,
      PRISMIC_ENDPOINT: `${httpsStack.contentPublicUrl}/api/v2`,
      PRISMIC_ACCESS_TOKEN: secrets.contentAccessToken,
      PRISMIC_WEBHOOK_SECRET: secrets.webhookSecret,
      SITE_URL: httpsStack.siteUrl,
      // Through the proxy, so an api instance restarting is never the only one the site can reach.
      API_URL: `http://127.0.0.1:${ports.apiPlain}`,
      // As the https suite builds with them, so either suite's build serves the other (no
      // provider runs here: single sign-on is not part of this stack).
      OIDC_ISSUER: `http://127.0.0.1:${httpsStack.ports.idp}`,
      OIDC_PROVIDER_LABEL: 'local test provider',
    };

    // Every child launched, not only the instances in service: when one fails to start, the others
    // of its kind have started already and must not keep their ports from the next attempt.
    const launched = new Set<ChildService>();
    const launch = async (kind: ServiceKind, index: number): Promise<Instance> => {
      const port = ports.instances[kind][index]!;
      const name = `${kind}-${index + 1}`;
      const args = kind === 'web' ? ['--import', 'tsx', 'server.ts'] : ['--import', 'tsx', 'src/server.ts'];
      const child = startChild(name, args, {
        cwd: appDir[kind],
        env: envOf[kind](port),
        ...(options.verbose ? {} : { quiet: /./ }),
      });
      launched.add(child);
      void child.exited.then((code) => {
        if (stopping.has(child)) return;
        unexpectedExits.push(`${name} stopped unexpectedly (exit ${code}).`);
        console.error(unexpectedExits.at(-1));
      });
      await waitUntilServing(`http://127.0.0.1:${port}${readyPath[kind]}`, child);
      return { kind, index, port, child };
    };
    const stopInstance = async (instance: Instance) => {
      stopping.add(instance.child);
      await instance.child.stop();
    };
    cleanups.push(async () => {
      await Promise.all(
        [...launched].map((child) => {
          stopping.add(child);
          return child.stop();
        }),
      );
    });
    const launchAll = async (kind: ServiceKind) => {
      instances[kind] = await Promise.all(ports.instances[kind].map((_, i) => launch(kind, i)));
    };
    await Promise.all([launchAll('content'), launchAll('api')]);
    await buildWebOnce({ ...production, ...webEnv }, httpsStack.distDir);
    await collections;
    await launchAll('web');
    return {
      ports,
      urls: {
        site: `http://127.0.0.1:${ports.sitePlain}`,
        api: `http://127.0.0.1:${ports.apiPlain}`,
        content: `http://127.0.0.1:${ports.contentPlain}`,
        siteOrigin: httpsStack.siteUrl,
      },
      databaseUrls: databases.urls,
      secrets,
      unexpectedExits,
      instances,
      // As an operator with nginx does it: out of the group (graceful reload), stop, start, back in.
      async restart(kind, index) {
        const old = instances[kind][index]!;
        await proxy.setDown([old.port]);
        await stopInstance(old);
        instances[kind][index] = await launch(kind, index);
        await proxy.setDown([]);
      },
      pids: () =>
        SERVICE_KINDS.flatMap((kind) =>
          instances[kind].map(({ index, child }) => ({
            name: `${kind}-${index + 1}`,
            pid: child.process.pid!,
          })),
        ),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
