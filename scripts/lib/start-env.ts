import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newTotpSecret } from '@society/api/totp';
import { z } from 'zod';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));
const port = (fallback: number) => z.coerce.number().int().min(1).max(65535).default(fallback);

const startEnvSchema = z.object({
  PORT: port(3000),
  API_PORT: port(3001),
  CONTENT_PORT: port(3002),
  /** idp-dev, the local test provider; not started when OIDC_ISSUER names a real provider. */
  IDP_PORT: port(3003),
  OIDC_ISSUER: optional,
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optional,
  SITE_URL: optional,
  CONTENT_PUBLIC_URL: optional,
  CONTENT_EDITOR_TOKEN: optional,
  CONTENT_WEBHOOK_SECRET: optional,
  CONTENT_ACCESS_TOKEN: optional,
  SECOND_FACTOR_KEY: optional,
});

export type StartConfig = z.infer<typeof startEnvSchema> & {
  dataDir: string;
  siteUrl: string;
  contentUrl: string;
  apiUrl: string;
  editorToken: string;
  /** The Content API token that reads releases and members-only documents: the site's server holds it. */
  contentAccessToken: string;
  webhookSecret: string;
  demoPasswords: { member: string; staff: string };
  /** The demo staff account's authenticator key (base32), for two-step sign-in. */
  demoStaffTotpSecret: string;
  idp: { clientSecret: string; tokenKey: string; memberPasswords: { member: string; staff: string } };
  /** Seals authenticator keys in the api database (`SECOND_FACTOR_KEY`). */
  secondFactorKey: string;
};

type DevSecrets = {
  editorToken: string;
  contentAccessToken: string;
  webhookSecret: string;
  demoPasswords: { member: string; staff: string };
  demoStaffTotpSecret: string;
  /** idp-dev's registration of the site, the key sealing the api's copies of tokens, its test members. */
  idpClientSecret: string;
  oidcTokenKey: string;
  idpMemberPasswords: { member: string; staff: string };
  secondFactorKey: string;
};

const DEV_SECRET_NAMES = [
  'editorToken',
  'contentAccessToken',
  'webhookSecret',
  'demoPasswords',
  'demoStaffTotpSecret',
  'idpClientSecret',
  'oidcTokenKey',
  'idpMemberPasswords',
  'secondFactorKey',
] as const;

/** Secrets a local start needs but nobody configured: made once, kept in the data folder. */
async function devSecrets(dataDir: string): Promise<DevSecrets> {
  const file = path.join(dataDir, 'dev-secrets.json');
  const existing = JSON.parse(
    (await readFile(file, 'utf8').catch(() => null)) ?? '{}',
  ) as Partial<DevSecrets>;
  if (DEV_SECRET_NAMES.every((name) => existing[name])) return existing as DevSecrets;
  const random = (bytes: number) => randomBytes(bytes).toString('base64url');
  const secrets: DevSecrets = {
    editorToken: existing.editorToken ?? random(24),
    contentAccessToken: existing.contentAccessToken ?? random(24),
    webhookSecret: existing.webhookSecret ?? random(24),
    demoPasswords: existing.demoPasswords ?? { member: random(12), staff: random(12) },
    demoStaffTotpSecret: existing.demoStaffTotpSecret ?? newTotpSecret(),
    idpClientSecret: existing.idpClientSecret ?? random(32),
    oidcTokenKey: existing.oidcTokenKey ?? random(32),
    idpMemberPasswords: existing.idpMemberPasswords ?? { member: random(12), staff: random(12) },
    secondFactorKey: existing.secondFactorKey ?? random(32),
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** idp-dev, the local test provider, runs unless OIDC_ISSUER names a real provider (and never in production). */
export const usesLocalIdp = (config: StartConfig) =>
  !config.OIDC_ISSUER && process.env.NODE_ENV !== 'production';
export const localIdpIssuer = (config: StartConfig) => `http://127.0.0.1:${config.IDP_PORT}`;

/**
 * Reads `.env` when present, validates once, and fills local defaults. `overrides` are settings
 * given to a stack this process starts (the benchmarks'), read as if they were in the environment.
 */
export async function loadStartConfig(overrides: NodeJS.ProcessEnv = {}): Promise<StartConfig> {
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const parsed = startEnvSchema.safeParse({ ...process.env, ...overrides });
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const secrets = await devSecrets(dataDir).catch(
    (): DevSecrets => ({
      editorToken: '',
      contentAccessToken: '',
      webhookSecret: '',
      demoPasswords: { member: '', staff: '' },
      demoStaffTotpSecret: '',
      idpClientSecret: '',
      oidcTokenKey: '',
      idpMemberPasswords: { member: '', staff: '' },
      secondFactorKey: '',
    }),
  );
  return {
    ...env,
    dataDir,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    contentUrl: env.CONTENT_PUBLIC_URL ?? `http://localhost:${env.CONTENT_PORT}`,
    apiUrl: `http://127.0.0.1:${env.API_PORT}`,
    demoPasswords: secrets.demoPasswords,
    demoStaffTotpSecret: secrets.demoStaffTotpSecret,
    idp: {
      clientSecret: secrets.idpClientSecret,
      tokenKey: secrets.oidcTokenKey,
      memberPasswords: secrets.idpMemberPasswords,
    },
    editorToken: env.CONTENT_EDITOR_TOKEN ?? secrets.editorToken,
    contentAccessToken: env.CONTENT_ACCESS_TOKEN ?? secrets.contentAccessToken,
    webhookSecret: env.CONTENT_WEBHOOK_SECRET ?? secrets.webhookSecret,
    secondFactorKey: env.SECOND_FACTOR_KEY ?? secrets.secondFactorKey,
  };
}
