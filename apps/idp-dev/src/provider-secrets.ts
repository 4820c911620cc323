import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import type { JWK } from 'oidc-provider';
import type pg from 'pg';

export type ProviderSecrets = { jwks: { keys: JWK[] }; cookieKeys: string[] };

/** Made by whichever instance comes first, then read by every instance and every restart. */
async function loadOrCreate<T>(pool: pg.Pool, name: string, make: () => T): Promise<T> {
  await pool.query(
    'INSERT INTO provider_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, JSON.stringify(make())],
  );
  const { rows } = await pool.query<{ value: T }>('SELECT value FROM provider_secrets WHERE name = $1', [
    name,
  ]);
  if (!rows[0]) throw new Error(`provider secret ${name} is missing`);
  return rows[0].value;
}

function signingKey(): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

/** The token signing key set and the cookie signing keys, persisted in the idp database. */
export async function loadProviderSecrets(pool: pg.Pool): Promise<ProviderSecrets> {
  const [jwks, cookieKeys] = await Promise.all([
    loadOrCreate(pool, 'jwks', () => ({ keys: [signingKey()] })),
    loadOrCreate(pool, 'cookie-keys', () => [randomBytes(32).toString('base64url')]),
  ]);
  return { jwks, cookieKeys };
}
