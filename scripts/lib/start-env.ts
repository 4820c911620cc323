import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optional,
  SITE_URL: optional,
  CONTENT_PUBLIC_URL: optional,
  CONTENT_EDITOR_TOKEN: optional,
  CONTENT_WEBHOOK_SECRET: optional,
  CONTENT_ACCESS_TOKEN: optional,
});

export type StartConfig = z.infer<typeof startEnvSchema> & {
  dataDir: string;
  siteUrl: string;
  contentUrl: string;
  apiUrl: string;
  editorToken: string;
  webhookSecret: string;
  demoPasswords: { member: string; staff: string };
};

type DevSecrets = {
  editorToken: string;
  webhookSecret: string;
  demoPasswords: { member: string; staff: string };
};

/** Secrets a local start needs but nobody configured: made once, kept in the data folder. */
async function devSecrets(dataDir: string): Promise<DevSecrets> {
  const file = path.join(dataDir, 'dev-secrets.json');
  const existing = JSON.parse(
    (await readFile(file, 'utf8').catch(() => null)) ?? '{}',
  ) as Partial<DevSecrets>;
  if (existing.editorToken && existing.webhookSecret && existing.demoPasswords) return existing as DevSecrets;
  const random = (bytes: number) => randomBytes(bytes).toString('base64url');
  const secrets: DevSecrets = {
    editorToken: existing.editorToken ?? random(24),
    webhookSecret: existing.webhookSecret ?? random(24),
    demoPasswords: existing.demoPasswords ?? { member: random(12), staff: random(12) },
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/** Reads `.env` when present, validates once, and fills local defaults. */
export async function loadStartConfig(): Promise<StartConfig> {
  const envFile = path.join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const parsed = startEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(
      `Invalid environment: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(repoRoot, env.DATA_DIR);
  const secrets = await devSecrets(dataDir).catch(() => ({
    editorToken: '',
    webhookSecret: '',
    demoPasswords: { member: '', staff: '' },
  }));
  return {
    ...env,
    dataDir,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    contentUrl: env.CONTENT_PUBLIC_URL ?? `http://localhost:${env.CONTENT_PORT}`,
    apiUrl: `http://127.0.0.1:${env.API_PORT}`,
    demoPasswords: secrets.demoPasswords,
    editorToken: env.CONTENT_EDITOR_TOKEN ?? secrets.editorToken,
    webhookSecret: env.CONTENT_WEBHOOK_SECRET ?? secrets.webhookSecret,
  };
}
