import { defaultCookieSecure, sessionCookieName } from '@society/contract/cookies';
import { DEFAULT_SITE_NAME } from '@society/contract/site';
import { z } from 'zod';
import { DEFAULT_STRATEGY, STRATEGY_NAMES } from './auth/auth-strategies.ts';

const optional = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const withDefault = (fallback: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : value))
    .pipe(z.string());

/**
 * Build folders: `.next` for `npm start` and deployments, one per test stack, so a test run never
 * replaces the build a running site serves. Each has its TypeScript config (Next adds its folder's
 * generated types to the one it builds with; two folders' route types in one program would clash).
 */
export const BUILD_DIRS = {
  '.next': 'tsconfig.json',
  '.next-e2e': 'tsconfig.e2e.json',
  '.next-https': 'tsconfig.https.json',
} as const;
const buildDirNames = Object.keys(BUILD_DIRS) as [keyof typeof BUILD_DIRS, ...(keyof typeof BUILD_DIRS)[]];

export const envSchema = z.object({
  PRISMIC_ENDPOINT: withDefault('http://localhost:3002/api/v2').pipe(z.url({ protocol: /^https?$/ })),
  PRISMIC_ACCESS_TOKEN: optional,
  PRISMIC_WEBHOOK_SECRET: optional,
  /** The api's own address; the site forwards the api paths to it at request time (src/proxy.ts). */
  API_URL: withDefault('http://localhost:3001').pipe(z.url({ protocol: /^https?$/ })),
  /** How the sign-in form talks to the api: `cookie` (default) or `laravelSanctum`. */
  AUTH_STRATEGY: withDefault(DEFAULT_STRATEGY).pipe(z.enum(STRATEGY_NAMES)),
  /** Set when single sign-on is configured; the sign-in page then offers it. */
  OIDC_ISSUER: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** Shown beside the single sign-on button, e.g. "local test provider" for idp-dev. */
  OIDC_PROVIDER_LABEL: optional,
  /**
   * The api's cookie mode, which names its session cookie: set it as for the api. Unset, cookies
   * are Secure in production (`next start` always runs with NODE_ENV=production).
   */
  COOKIE_SECURE: optional.pipe(z.enum(['true', 'false']).optional()),
  NODE_ENV: optional,
  /** Where `next build` writes and `next start` reads the build (see BUILD_DIRS). */
  NEXT_DIST_DIR: withDefault('.next').pipe(z.enum(buildDirNames)),
  /**
   * The content service's editorial API token, for the content studio (`/studio`), which calls the
   * API on behalf of signed-in editors. Unset, the studio says it is not configured.
   */
  CONTENT_EDITOR_TOKEN: optional,
  /** Where the editorial API is; unset, the origin of PRISMIC_ENDPOINT (the local content service). */
  CONTENT_EDITOR_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  SITE_URL: withDefault('http://localhost:3000').pipe(z.url({ protocol: /^https?$/ })),
  /**
   * With several instances of the site behind a proxy: the address of each (this one included),
   * comma-separated. The publish webhook, received by any one of them, is passed to all.
   */
  WEB_INSTANCE_URLS: optional
    .transform((value) => (value ? value.split(/[\s,]+/).filter(Boolean) : []))
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  SITE_NAME: withDefault(DEFAULT_SITE_NAME).pipe(z.string().min(1)),
});

export type Env = z.infer<typeof envSchema>;

/** The name of the api's session cookie in the configured cookie mode. */
export const sessionCookieFor = (env: Pick<Env, 'COOKIE_SECURE' | 'NODE_ENV'>): string =>
  sessionCookieName(env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : defaultCookieSecure(env.NODE_ENV));

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid web environment:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
