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

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Which connecting addresses may set `X-Forwarded-For` (Fastify's `trustProxy`): `false`, `true`
 * (anyone: only behind a proxy that overwrites the header), or addresses, CIDRs and the names
 * `loopback`, `linklocal`, `uniquelocal`.
 */
const trustProxy = z
  .string()
  .default('loopback')
  .transform((value): boolean | string[] => {
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === 'false') return false;
    if (trimmed === 'true') return true;
    return trimmed
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  });

export const apiEnvSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    API_DATABASE_URL: z.string().url(),
    API_HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    /** The site's own origin: unsafe requests must come from it (or from CORS_ORIGINS). */
    SITE_URL: z.string().url().default('http://localhost:3000'),
    /** Other origins allowed to call the api with credentials. */
    CORS_ORIGINS: list,
    TRUST_PROXY: trustProxy,
    /** Idle lifetime: a session unused this long ends. */
    SESSION_LIFETIME_MINUTES: z.coerce.number().int().min(5).max(43_200).default(120),
    /** Absolute lifetime: a session ends this long after sign-in however active it is. */
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** Secure cookies, and the `__Host-` prefix on the session cookie; on by default in production. */
    COOKIE_SECURE: flag.optional(),
    /** smtp(s)://user:pass@host:port; unset keeps mail in the outbox table (read it in tests or psql). */
    SMTP_URL: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    MAIL_FROM: z.string().default('Northfield & District FHS (demo) <no-reply@example.org>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .transform(({ COOKIE_SECURE, ...config }) => ({
    ...config,
    COOKIE_SECURE: COOKIE_SECURE ?? config.NODE_ENV === 'production',
  }))
  .refine((config) => config.SESSION_ABSOLUTE_HOURS * 60 >= config.SESSION_LIFETIME_MINUTES, {
    message: 'SESSION_ABSOLUTE_HOURS must not be shorter than SESSION_LIFETIME_MINUTES',
    path: ['SESSION_ABSOLUTE_HOURS'],
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
