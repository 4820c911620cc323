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
const seconds = (fallback: number) => z.coerce.number().int().min(1).max(31_536_000).default(fallback);

/** Everything idp-dev reads from the environment, checked once at start. */
export const idpEnvSchema = z
  .object({
    NODE_ENV: z.string().default('development'),
    /** idp-dev is a test double: production refuses it unless this is set on purpose. */
    IDP_ALLOW_PRODUCTION: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    IDP_DATABASE_URL: z.string().url(),
    IDP_HOST: z.string().default('127.0.0.1'),
    IDP_PORT: z.coerce.number().int().min(0).max(65535).default(3003),
    /** Defaults to http://127.0.0.1:<port>: another host than the site's, as a real provider's is. */
    IDP_ISSUER: z
      .string()
      .url()
      .optional()
      .transform((value) => value?.replace(/\/$/, '')),
    /** The one registered client: the society's website (a confidential client). */
    IDP_CLIENT_ID: z.string().min(1).default('society-site'),
    IDP_CLIENT_SECRET: z.string().min(16),
    IDP_REDIRECT_URIS: list.pipe(z.array(z.string().url()).min(1)),
    IDP_POST_LOGOUT_REDIRECT_URIS: list.pipe(z.array(z.string().url())),
    /** `aud` of the access tokens (a JWT for the society's api, RFC 9068). */
    IDP_API_AUDIENCE: z.string().url().default('urn:society:api'),
    IDP_ACCESS_TOKEN_TTL: seconds(1800),
    IDP_ID_TOKEN_TTL: seconds(1800),
    IDP_REFRESH_TOKEN_TTL: seconds(2_592_000),
  })
  .refine((config) => config.NODE_ENV !== 'production' || config.IDP_ALLOW_PRODUCTION, {
    message:
      'idp-dev is a development and test provider and does not run with NODE_ENV=production (set IDP_ALLOW_PRODUCTION=true to override on purpose)',
    path: ['NODE_ENV'],
  });

export type IdpConfig = z.infer<typeof idpEnvSchema>;

/** The environment as config, or one line per problem and exit 1. */
export function loadIdpConfig(env: NodeJS.ProcessEnv = process.env): IdpConfig {
  const parsed = idpEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    console.error(`Invalid idp-dev environment:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  return parsed.data;
}
