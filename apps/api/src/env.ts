import { z } from 'zod';

const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const apiEnvSchema = z.object({
  API_DATABASE_URL: z.string().url(),
  API_HOST: z.string().default('127.0.0.1'),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  /** The site's own origin: unsafe requests must come from it (or from CORS_ORIGINS). */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Other origins allowed to call the api with credentials. */
  CORS_ORIGINS: list,
  SESSION_LIFETIME_MINUTES: z.coerce.number().int().min(5).max(43_200).default(120),
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** smtp(s)://user:pass@host:port; unset keeps mail in the outbox table (read it in tests or psql). */
  SMTP_URL: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  MAIL_FROM: z.string().default('Northfield & District FHS (demo) <no-reply@example.org>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ApiConfig = z.infer<typeof apiEnvSchema>;

export function loadApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = apiEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    console.error(`Invalid api environment:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  return parsed.data;
}
