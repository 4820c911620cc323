import { useTestDatabase } from '@society/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { connectApiDb } from '../src/api-db.ts';
import { apiEnvSchema } from '../src/env.ts';
import { demoAccountsProblem, seedDemoUsers } from '../src/users/seed-demo-users.ts';
import { createUser, setDisabled } from '../src/users/user-repository.ts';

const DB = 'postgres://user:pass@127.0.0.1:5432/society_api';
const KEY = Buffer.alloc(32, 1).toString('base64url');
const problems = (env: Record<string, string>) => {
  const parsed = apiEnvSchema.safeParse({ API_DATABASE_URL: DB, SECOND_FACTOR_KEY: KEY, ...env });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('NODE_ENV=production refuses unsafe defaults, one line each', () => {
  it('refuses the default http SITE_URL, and says how to allow http on purpose', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual([
      "SITE_URL: must be the site's https address in production (ALLOW_HTTP_SITE_URL=true allows http)",
    ]);
    expect(problems({ NODE_ENV: 'production', ALLOW_HTTP_SITE_URL: 'true' })).toEqual([]);
    expect(problems({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('refuses cookies without Secure behind https', () => {
    expect(
      problems({ NODE_ENV: 'production', SITE_URL: 'https://example.org', COOKIE_SECURE: 'false' }),
    ).toEqual([
      'COOKIE_SECURE: must not be false in production behind https: session cookies would travel in clear',
    ]);
    expect(problems({ NODE_ENV: 'production', SITE_URL: 'https://example.org' })).toEqual([]);
  });

  it('refuses to store authenticator keys unsealed', () => {
    const https = { NODE_ENV: 'production', SITE_URL: 'https://example.org' };
    expect(problems({ ...https, SECOND_FACTOR_KEY: '' })).toEqual([
      'SECOND_FACTOR_KEY: must be set in production: 32 random bytes in base64url that seal authenticator keys in the database',
    ]);
    expect(problems({ ...https, SECOND_FACTOR_KEY: 'short' })).toEqual([
      'SECOND_FACTOR_KEY: must be 32 random bytes in base64url (43 characters)',
    ]);
    expect(problems({ NODE_ENV: 'development', SECOND_FACTOR_KEY: '' })).toEqual([]);
  });
});

const database = await useTestDatabase('api');
const db = connectApiDb(database.url, 1);
afterAll(() => db.$client.end());

describe('demo accounts in production', () => {
  it('are never seeded with NODE_ENV=production', async () => {
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(
        seedDemoUsers(database.url, { member: 'x'.repeat(12), staff: 'y'.repeat(12) }, 'JBSWY3DPEHPK3PXP'),
      ).rejects.toThrow('Demo accounts are not seeded with NODE_ENV=production.');
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(await demoAccountsProblem(db)).toBeNull();
  });

  it('stop the api from starting while one can sign in, until it is disabled', async () => {
    await createUser(db, {
      email: 'real@example.org',
      name: 'Real',
      password: 'a-real-password',
      scopes: ['member'],
    });
    expect(await demoAccountsProblem(db)).toBeNull();
    await createUser(db, {
      email: 'Member@example.org',
      name: 'Demo',
      password: 'demo-password',
      scopes: ['member'],
    });
    expect(await demoAccountsProblem(db)).toBe(
      'Demo accounts can sign in (Member@example.org): disable them (npm run user -- disable <email>) before running with NODE_ENV=production.',
    );
    await setDisabled(db, 'member@example.org', true);
    expect(await demoAccountsProblem(db)).toBeNull();
  });
});
