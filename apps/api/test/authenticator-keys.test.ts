import { secondFactors } from '@society/db/api-second-factors-schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TokenCipher } from '../src/crypto/token-cipher.ts';
import { AuthenticatorKeys } from '../src/second-factor/authenticator-keys.ts';
import { setAuthenticator } from '../src/second-factor/set-authenticator.ts';
import { newTotpSecret } from '../src/second-factor/totp.ts';
import { createUser } from '../src/users/user-repository.ts';
import {
  authenticators,
  buildTestApi,
  enrolSecondFactor,
  signIn,
  TEST_SECOND_FACTOR_KEY,
  type TestApi,
} from './api-test-app.ts';

let api: TestApi;
const PASSWORD = 'a long enough password';
let people = 0;

beforeAll(async () => {
  api = await buildTestApi();
});

async function person() {
  people += 1;
  const email = `keyholder${people}@example.org`;
  const user = await createUser(api.services.db, {
    email,
    name: 'Key',
    password: PASSWORD,
    scopes: ['member'],
  });
  return { email, id: user.id };
}
const storedKey = async (userId: number) =>
  (await api.services.db.select().from(secondFactors).where(eq(secondFactors.userId, userId)))[0]!.secret;

describe('authenticator keys at rest', () => {
  it('are sealed when enrolled: the database holds no trace of the key the app was given', async () => {
    const { email, id } = await person();
    const member = await signIn(api, email, PASSWORD);
    const authenticator = await enrolSecondFactor(member);
    const stored = await storedKey(id);
    expect(TokenCipher.isSealed(stored)).toBe(true);
    expect(stored).not.toContain(authenticator.secret);
    // The sealed key still proves the second step (signIn gives the app's next code).
    authenticators.set(email, authenticator);
    const again = await signIn(api, email, PASSWORD);
    expect((await again('GET', '/api/user')).json()).toMatchObject({ email });
  });

  it('kept plain from before are sealed at start, and still give the same codes', async () => {
    const { email, id } = await person();
    const secret = newTotpSecret();
    await setAuthenticator(api.services.db, id, secret);
    expect(await storedKey(id)).toBe(secret);
    expect(await api.services.secondFactors.keys.sealStored()).toBeGreaterThanOrEqual(1);
    expect(TokenCipher.isSealed(await storedKey(id))).toBe(true);
    authenticators.set(email, { secret, recoveryCodes: [], lastStep: 0 });
    const member = await signIn(api, email, PASSWORD);
    expect((await member('GET', '/api/user')).json()).toMatchObject({ email });
  });

  it("do not open in another account's row, nor with another key, and a start says so", async () => {
    const one = await person();
    const other = await person();
    const keys = new AuthenticatorKeys(api.services.db, new TokenCipher(TEST_SECOND_FACTOR_KEY));
    const sealed = keys.seal(one.id, newTotpSecret());
    await setAuthenticator(api.services.db, one.id, sealed);
    await expect(keys.open({ userId: other.id, secret: sealed })).rejects.toThrow(
      `The authenticator key of user ${other.id} does not open with this SECOND_FACTOR_KEY`,
    );
    const otherKey = new AuthenticatorKeys(
      api.services.db,
      new TokenCipher(Buffer.alloc(32, 9).toString('base64url')),
    );
    await expect(otherKey.sealStored()).rejects.toThrow('does not open with this SECOND_FACTOR_KEY');
    await expect(new AuthenticatorKeys(api.services.db, null).sealStored()).rejects.toThrow(
      'Authenticator keys in the database are sealed, and SECOND_FACTOR_KEY is not set.',
    );
  });
});
