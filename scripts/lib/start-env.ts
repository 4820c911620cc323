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
  editorToken: string;
  webhookSecret: string;
};

/** Secrets a local start needs but nobody configured: made once, kept in the data folder. */
async function devSecrets(dataDir: string): Promise<{ editorToken: string; webhookSecret: string }> {
  const file = path.join(dataDir, 'dev-secrets.json');
  const existing = await readFile(file, 'utf8').catch(() => null);
  if (existing) return JSON.parse(existing);
  const secrets = {
    editorToken: randomBytes(24).toString('base64url'),
    webhookSecret: randomBytes(24).toString('base64url'),
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
  const secrets = await devSecrets(dataDir).catch(() => ({ editorToken: '', webhookSecret: '' }));
  return {
    ...env,
    dataDir,
    siteUrl: env.SITE_URL ?? `http://localhost:${env.PORT}`,
    contentUrl: env.CONTENT_PUBLIC_URL ?? `http://localhost:${env.CONTENT_PORT}`,
    editorToken: env.CONTENT_EDITOR_TOKEN ?? secrets.editorToken,
    webhookSecret: env.CONTENT_WEBHOOK_SECRET ?? secrets.webhookSecret,
  };
}
