import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const base = Number(process.env.E2E_HTTPS_PORT ?? 3140);

/**
 * The production-mode stack of the https suite: nginx terminates TLS for the site and the content
 * service; behind it every service runs with NODE_ENV=production on loopback ports of its own.
 */
export const httpsStack = {
  siteUrl: `https://localhost:${base}`,
  contentPublicUrl: `https://localhost:${base + 1}`,
  ports: {
    site: base,
    content: base + 1,
    web: base + 3,
    contentService: base + 4,
    idp: base + 5,
    api: base + 6,
    /** The services' metrics listeners (loopback only, never behind nginx). */
    apiMetrics: base + 2,
    contentMetrics: base + 7,
    webMetrics: base + 8,
  },
  dataDir: path.join(root, '.data/e2e-https'),
  /** Its own web build folder, so neither `npm start` nor the other e2e stack loses its build. */
  distDir: '.next-https',
};

export type StackSecrets = {
  editorToken: string;
  /** The Content API token the site's server reads members-only documents and releases with. */
  contentAccessToken: string;
  webhookSecret: string;
  idpClientSecret: string;
  oidcTokenKey: string;
  /** Seals authenticator keys in the api database. */
  secondFactorKey: string;
  ssoMember: { email: string; password: string; name: string };
  ssoStaffPassword: string;
};

const secretsFile = path.join(httpsStack.dataDir, 'stack-secrets.json');

/**
 * Secrets of the stack, made once and kept with its data (the seeded accounts keep their
 * passwords); one a newer version of the suite needs is added to the kept ones.
 */
export function stackSecrets(): StackSecrets {
  const kept = existsSync(secretsFile)
    ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as Partial<StackSecrets>)
    : {};
  const random = (bytes: number) => randomBytes(bytes).toString('base64url');
  const made: StackSecrets = {
    editorToken: random(24),
    contentAccessToken: random(24),
    webhookSecret: random(24),
    idpClientSecret: random(32),
    oidcTokenKey: random(32),
    secondFactorKey: random(32),
    ssoMember: { email: 'edith.sso@example.org', password: random(16), name: 'Edith Fairbairn' },
    ssoStaffPassword: random(16),
  };
  const secrets = { ...made, ...kept };
  if (Object.keys(made).every((key) => key in kept)) return secrets;
  mkdirSync(httpsStack.dataDir, { recursive: true });
  writeFileSync(secretsFile, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}
