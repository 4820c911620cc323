import { useTestDatabase } from '@society/db/testing';
import { afterAll } from 'vitest';
import { startIdp } from '../create-idp.ts';
import { idpEnvSchema } from '../idp-env.ts';
import { ensureMember } from '../members.ts';

export const TEST_CLIENT = { id: 'society-site', secret: 'test-client-secret-not-for-production' };
export const TEST_MEMBER = {
  email: 'ada.sso@example.org',
  name: 'Ada Testmember',
  scopes: ['member'],
  password: 'correct horse battery staple',
};

export type TestIdpOptions = {
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  env?: Record<string, string>;
};

/** idp-dev on a free port over a fresh idp database, with one test member; closed after the file. */
export async function startTestIdp({ redirectUris, postLogoutRedirectUris = [], env = {} }: TestIdpOptions) {
  const database = await useTestDatabase('idp');
  const config = idpEnvSchema.parse({
    IDP_DATABASE_URL: database.url,
    IDP_PORT: '0',
    IDP_CLIENT_ID: TEST_CLIENT.id,
    IDP_CLIENT_SECRET: TEST_CLIENT.secret,
    IDP_REDIRECT_URIS: redirectUris.join(','),
    IDP_POST_LOGOUT_REDIRECT_URIS: postLogoutRedirectUris.join(','),
    ...env,
  });
  const idp = await startIdp(config);
  afterAll(() => idp.close());
  const member = await ensureMember(idp.pool, TEST_MEMBER);
  return { ...idp, config, member: { ...member, password: TEST_MEMBER.password } };
}

export type TestIdp = Awaited<ReturnType<typeof startTestIdp>>;
