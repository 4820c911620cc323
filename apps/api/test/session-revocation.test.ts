import { useTestDatabase } from '@society/db/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApiApp } from '../src/app.ts';
import { createApiServices } from '../src/create-api-services.ts';
import { apiEnvSchema } from '../src/env.ts';
import { createUser } from '../src/users/user-repository.ts';
import { SITE, signIn } from './api-test-app.ts';

describe('sessions across api instances', () => {
  it('a sign-out on one instance ends the session on another that has it cached', async () => {
    const database = await useTestDatabase('api');
    const config = apiEnvSchema.parse({
      API_DATABASE_URL: database.url,
      SITE_URL: SITE,
      LOG_LEVEL: 'silent',
    });
    const [one, two] = await Promise.all([createApiServices(config, 2), createApiServices(config, 2)]);
    const [appOne, appTwo] = await Promise.all([buildApiApp(one), buildApiApp(two)]);
    afterAll(async () => {
      await Promise.all([appOne.close(), appTwo.close()]);
      await Promise.all([one.close(), two.close()]);
    });
    await createUser(one.db, { email: 'lin@example.org', name: 'Lin', password: 'lin password 12' });
    const onOne = await signIn({ app: appOne, services: one }, 'lin@example.org', 'lin password 12');
    const cookie = onOne.cookie();
    const readOnTwo = () => appTwo.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect((await readOnTwo()).statusCode).toBe(200);
    expect((await onOne('POST', '/logout')).statusCode).toBe(204);
    await expect.poll(async () => (await readOnTwo()).statusCode, { timeout: 2000 }).toBe(401);
  });
});
