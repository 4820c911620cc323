import path from 'node:path';
import { defaultCookieSecure } from '@society/contract/cookies';
import { DEFAULT_SITE_NAME } from '@society/contract/site';
import { logLevel } from '@society/observability/log-level';
import { z } from 'zod';

const listOf = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );
const list = listOf('');

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

const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/** 32 bytes, base64url: an AES-256-GCM key sealing secrets in the database. */
const tokenKey = optional.pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be 32 random bytes in base64url (43 characters)')
    .optional(),
);

export const apiEnvSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    API_DATABASE_URL: z.string().url(),
    API_HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
    /** The society's name, as the web app has it: authenticator apps show it above the codes. */
    SITE_NAME: z.string().min(1).default(DEFAULT_SITE_NAME),
    /** The site's own origin: unsafe requests must come from it (or from CORS_ORIGINS). */
    SITE_URL: z.string().url().default('http://localhost:3000'),
    /** Other origins allowed to call the api with credentials. */
    CORS_ORIGINS: list,
    TRUST_PROXY: trustProxy,
    /** Idle lifetime: a session unused this long ends. */
    SESSION_LIFETIME_MINUTES: z.coerce.number().int().min(5).max(43_200).default(120),
    /** Absolute lifetime: a session ends this long after sign-in however active it is. */
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(24),
    /** Production only: lets SITE_URL be http (a test stack without TLS); never on a public site. */
    ALLOW_HTTP_SITE_URL: flag.default(false),
    /** Secure cookies, and the `__Host-` prefix on the session cookie; on by default in production. */
    COOKIE_SECURE: flag.optional(),
    /** smtp(s)://user:pass@host:port; unset keeps mail in the outbox table (read it in tests or psql). */
    SMTP_URL: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value)),
    MAIL_FROM: z.string().default('Northfield & District FHS (demo) <no-reply@example.org>'),
    LOG_LEVEL: logLevel,
    /** Prometheus metrics on their own listener (`GET /metrics`), off when unset; never publish it. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    METRICS_HOST: z.string().default('127.0.0.1'),
    /** Single sign-on with the society's OpenID Connect provider (see docs/operators/single-sign-on.md). */
    OIDC_ENABLED: flag.default(false),
    /** The provider's issuer identifier, exactly as its discovery document states it. */
    OIDC_ISSUER: optional.pipe(z.string().url().optional()),
    OIDC_CLIENT_ID: optional,
    OIDC_CLIENT_SECRET: optional,
    /** Registered at the provider; default `${SITE_URL}/signin-oidc`. */
    OIDC_REDIRECT_URI: optional.pipe(z.string().url().optional()),
    /** Registered at the provider as a post-logout redirect URI; default `${SITE_URL}/`. */
    OIDC_POST_LOGOUT_REDIRECT_URI: optional.pipe(z.string().url().optional()),
    OIDC_SCOPES: z.string().default('openid profile offline_access'),
    /** Sent as `prompt` when set (some providers issue refresh tokens only with `consent`). */
    OIDC_PROMPT: optional,
    /** The claim (ID token or userinfo) listing the member's scopes on the site. */
    OIDC_SCOPES_CLAIM: z.string().min(1).default('society_scopes'),
    /** `aud` of the provider's access tokens that the api accepts as bearer tokens. */
    OIDC_API_AUDIENCE: z.string().min(1).default('urn:society:api'),
    /** How long a refresh token lasts when the provider does not say (30 days by default). */
    OIDC_REFRESH_TOKEN_LIFETIME: z.coerce.number().int().min(60).max(31_536_000).default(2_592_000),
    OIDC_TOKEN_KEY: tokenKey,
    /**
     * Seals users' authenticator keys (two-step sign-in) in the database; required in production.
     * Unset elsewhere, keys are stored as they are (`npm start` gives one from its dev secrets).
     */
    SECOND_FACTOR_KEY: tokenKey,
    /**
     * `amr` values of the provider's ID token (RFC 8176) that mean it asked a second factor itself:
     * such a sign-in reaches staff tools without the site's own code. Empty: never rely on it.
     */
    OIDC_SECOND_FACTOR_AMR: listOf('mfa,otp,hwk'),
    /** `acr` values of the provider's ID token that mean the same (the provider's own names). */
    OIDC_SECOND_FACTOR_ACR: list,
    /** Where record images' IIIF tiles are kept (`npm start` puts them in its data directory). */
    IMAGES_DIR: z
      .string()
      .min(1)
      .default(path.resolve(import.meta.dirname, '../../../.data/images'))
      .transform((value) => path.resolve(value)),
    /**
     * The CMS's Prismic API v2 endpoint: the api reads published events from it so that each one
     * gets booking rules without a developer. Unset: no events are read (rules come from staff only).
     */
    PRISMIC_ENDPOINT: z.string().url().optional(),
    /** Lets the api read members-only events too. */
    PRISMIC_ACCESS_TOKEN: z.string().min(1).optional(),
    /** Where staff uploads wait until their import job has run (`npm start` puts it in its data directory). */
    IMPORTS_DIR: z
      .string()
      .min(1)
      .default(path.resolve(import.meta.dirname, '../../../.data/imports'))
      .transform((value) => path.resolve(value)),
  })
  .transform(({ COOKIE_SECURE, ...config }) => ({
    ...config,
    COOKIE_SECURE: COOKIE_SECURE ?? defaultCookieSecure(config.NODE_ENV),
    OIDC_REDIRECT_URI: config.OIDC_REDIRECT_URI ?? new URL('/signin-oidc', config.SITE_URL).href,
    OIDC_POST_LOGOUT_REDIRECT_URI: config.OIDC_POST_LOGOUT_REDIRECT_URI ?? new URL('/', config.SITE_URL).href,
  }))
  .refine(
    (config) =>
      !config.OIDC_ENABLED ||
      (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET && config.OIDC_TOKEN_KEY),
    {
      message: 'OIDC_ENABLED=true needs OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_TOKEN_KEY',
      path: ['OIDC_ENABLED'],
    },
  )
  .refine((config) => config.SESSION_ABSOLUTE_HOURS * 60 >= config.SESSION_LIFETIME_MINUTES, {
    message: 'SESSION_ABSOLUTE_HOURS must not be shorter than SESSION_LIFETIME_MINUTES',
    path: ['SESSION_ABSOLUTE_HOURS'],
  })
  .superRefine((config, context) => {
    if (config.NODE_ENV !== 'production') return;
    const refuse = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (new URL(config.SITE_URL).protocol !== 'https:' && !config.ALLOW_HTTP_SITE_URL)
      refuse(
        'SITE_URL',
        `must be the site's https address in production (ALLOW_HTTP_SITE_URL=true allows http)`,
      );
    if (!config.SECOND_FACTOR_KEY)
      refuse(
        'SECOND_FACTOR_KEY',
        'must be set in production: 32 random bytes in base64url that seal authenticator keys in the database',
      );
    if (!config.COOKIE_SECURE && new URL(config.SITE_URL).protocol === 'https:')
      refuse(
        'COOKIE_SECURE',
        'must not be false in production behind https: session cookies would travel in clear',
      );
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
