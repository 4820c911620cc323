import { logLevel } from '@society/observability/log-level';
import { z } from 'zod';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const flag = z
  .enum(['true', 'false'])
  .default('false')
  .transform((value) => value === 'true');

const isHttps = (url: string) => new URL(url).protocol === 'https:';

export const contentEnvSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    /** Production only: lets SITE_URL and CONTENT_PUBLIC_URL be http (a test stack without TLS). */
    ALLOW_HTTP_SITE_URL: flag,
    CONTENT_DATABASE_URL: z.string().url(),
    CONTENT_HOST: z.string().default('127.0.0.1'),
    CONTENT_PORT: z.coerce.number().int().min(1).max(65535).default(3002),
    /** Absolute base URL clients reach this service at; used in forms, hrefs, next_page and assets. */
    CONTENT_PUBLIC_URL: z.string().url().default('http://localhost:3002'),
    /**
     * The Content API's `access_token` that reads everything: release refs and members-only
     * documents (the site's server holds it). Without it a request reads the master ref only,
     * members-only documents left out.
     */
    CONTENT_ACCESS_TOKEN: optional,
    /** `private`: a request without the access token is refused (401) instead of read as a guest. */
    CONTENT_API_VISIBILITY: z.enum(['public', 'private']).default('public'),
    /** Bearer token of the editorial API. */
    CONTENT_EDITOR_TOKEN: z.string().min(16),
    SITE_URL: z.string().url().default('http://localhost:3000'),
    /** Receives Prismic-style `api-update` webhooks on publish; unset disables them. */
    CONTENT_WEBHOOK_URL: optional,
    CONTENT_WEBHOOK_SECRET: optional,
    PREVIEW_SESSION_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(10_080)
      .default(60 * 24),
    LOG_LEVEL: logLevel,
    /** Prometheus metrics on their own listener (`GET /metrics`), off when unset; never publish it. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV !== 'production') return;
    const refuse = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (!config.ALLOW_HTTP_SITE_URL) {
      if (!isHttps(config.SITE_URL))
        refuse(
          'SITE_URL',
          `must be the site's https address in production (ALLOW_HTTP_SITE_URL=true allows http)`,
        );
      if (!isHttps(config.CONTENT_PUBLIC_URL))
        refuse(
          'CONTENT_PUBLIC_URL',
          'must be https in production: browsers load images and previews from it',
        );
    }
    if (config.CONTENT_WEBHOOK_URL && !config.CONTENT_WEBHOOK_SECRET)
      refuse('CONTENT_WEBHOOK_SECRET', 'must be set in production when CONTENT_WEBHOOK_URL is');
  });

export type ContentConfig = z.infer<typeof contentEnvSchema>;

/** A private API needs a token someone can hold. */
export const checkedContentEnvSchema = contentEnvSchema.refine(
  (config) => config.CONTENT_API_VISIBILITY === 'public' || config.CONTENT_ACCESS_TOKEN,
  { path: ['CONTENT_ACCESS_TOKEN'], message: 'is required when CONTENT_API_VISIBILITY is private' },
);

/** Validates the environment once, at start; prints every problem and exits on failure. */
export function loadContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const parsed = checkedContentEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    console.error(`Invalid content service environment:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  return parsed.data;
}
