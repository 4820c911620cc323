import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/users/user-repository.ts';
import { buildTestApi, signIn, type TestApi } from './api-test-app.ts';

let one: TestApi;
let two: TestApi;

beforeAll(async () => {
  one = await buildTestApi();
  two = await buildTestApi({ databaseUrl: one.databaseUrl });
  await createUser(one.services.db, { email: 'lin@example.org', name: 'Lin', password: 'lin password 12' });
});

describe('sessions across api instances', () => {
  it('a sign-out on one instance ends the session on another that has it cached', async () => {
    const onOne = await signIn(one, 'lin@example.org', 'lin password 12');
    const cookie = onOne.cookie();
    const readOnTwo = () => two.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect((await readOnTwo()).statusCode).toBe(200);
    expect((await onOne('POST', '/logout')).statusCode).toBe(204);
    await expect.poll(async () => (await readOnTwo()).statusCode, { timeout: 2000 }).toBe(401);
  });
});
