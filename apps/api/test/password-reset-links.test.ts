// Password reset links: any new password ends them all, guessing them is throttled, and asking for
// one answers before anything depends on whether the account exists.
import { outbox } from '@society/db/api-schema';
import { and, eq, gt } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, setPassword } from '../src/users/user-repository.ts';
import { browser, buildTestApi, signIn, type TestApi } from './api-test-app.ts';

let api: TestApi;
const PASSWORD = 'the first password';

beforeAll(async () => {
  api = await buildTestApi();
  for (const name of ['ann', 'ben', 'cat', 'dan', 'eli'])
    await createUser(api.services.db, { email: `${name}@example.org`, name, password: PASSWORD });
});

let nextAddress = 1;
/** A guest on an address of its own, so the per-address limits of one test do not reach another. */
const guest = () => browser(api, { remoteAddress: `198.51.100.${nextAddress++}` });

const lastMailId = async () =>
  (await api.services.db.select({ id: outbox.id }).from(outbox)).reduce(
    (max, row) => Math.max(max, row.id),
    0,
  );

/** Asks for a reset link and waits for its mail (queued after the answer); returns the token. */
async function resetLink(email: string): Promise<string> {
  const before = await lastMailId();
  const asked = await (await guest())('POST', '/forgot-password', { email });
  expect(asked.statusCode).toBe(200);
  const mail = await vi.waitFor(async () => {
    const [row] = await api.services.db
      .select()
      .from(outbox)
      .where(and(gt(outbox.id, before), eq(outbox.to, email)));
    expect(row).toBeDefined();
    return row!;
  });
  return new URL(mail.text.match(/http\S+/)![0]).searchParams.get('token')!;
}

async function reset(
  email: string,
  token: string,
  password: string,
  from?: Awaited<ReturnType<typeof guest>>,
) {
  const client = from ?? (await guest());
  return client('POST', '/reset-password', { token, email, password, password_confirmation: password });
}

const INVALID = { errors: { email: ['This password reset token is invalid.'] } };

describe('reset links end with any new password', () => {
  it('an older, unused link no longer works once a newer one has reset the password', async () => {
    const older = await resetLink('ann@example.org');
    const newer = await resetLink('ann@example.org');
    expect((await reset('ann@example.org', newer, 'the newer password')).statusCode).toBe(200);
    const stale = await reset('ann@example.org', older, 'the older password');
    expect(stale.statusCode).toBe(422);
    expect(stale.json()).toMatchObject(INVALID);
    await expect(signIn(api, 'ann@example.org', 'the newer password')).resolves.toBeTypeOf('function');
  });

  it('a link no longer works once the member has changed the password in the profile', async () => {
    const link = await resetLink('ben@example.org');
    const member = await signIn(api, 'ben@example.org', PASSWORD);
    const changed = await member('PUT', '/api/user/password', {
      current_password: PASSWORD,
      password: 'a changed password',
      password_confirmation: 'a changed password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await reset('ben@example.org', link, 'the attacker password')).json()).toMatchObject(INVALID);
  });

  it('a link no longer works once the password is set from the command line', async () => {
    const link = await resetLink('cat@example.org');
    await setPassword(api.services.db, 'cat@example.org', 'set by the staff');
    expect((await reset('cat@example.org', link, 'the attacker password')).json()).toMatchObject(INVALID);
  });
});

describe('guessing reset tokens', () => {
  it('five wrong tokens for one e-mail from one address: the sixth try is 429, even with the right token', async () => {
    const link = await resetLink('dan@example.org');
    const attacker = await guest();
    for (let i = 0; i < 5; i++)
      expect((await reset('dan@example.org', `guess-${i}`, 'a guessed password', attacker)).statusCode).toBe(
        422,
      );
    const blocked = await reset('dan@example.org', link, 'a guessed password', attacker);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The member, from their own address, is not locked out.
    expect((await reset('dan@example.org', link, 'the member password')).statusCode).toBe(200);
  });

  it('twenty wrong tokens from one address across e-mails: the next is 429', async () => {
    const attacker = await guest();
    for (let i = 0; i < 20; i++)
      expect(
        (await reset(`nobody${i}@example.org`, 'guess', 'a guessed password', attacker)).statusCode,
      ).toBe(422);
    expect((await reset('eli@example.org', 'guess', 'a guessed password', attacker)).statusCode).toBe(429);
  });
});

describe('asking for a link', () => {
  it('answers before the account is even looked up, so both kinds of address take the same time', async () => {
    const client = await guest();
    const locker = new pg.Client({ connectionString: api.databaseUrl });
    await locker.connect();
    try {
      // Nothing can read the users table until this transaction ends.
      await locker.query('BEGIN; LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
      const before = await lastMailId();
      let answered = false;
      const asked = client('POST', '/forgot-password', { email: 'eli@example.org' }).then((response) => {
        answered = true;
        return response;
      });
      // Wait until the request has either been answered or is stuck reading the account.
      await vi.waitFor(
        async () => {
          const { rows } = await locker.query(
            `SELECT 1 FROM pg_locks WHERE NOT granted AND relation = 'users'::regclass`,
          );
          expect(answered || rows.length > 0).toBe(true);
        },
        { timeout: 20_000, interval: 20 },
      );
      expect(answered).toBe(true);
      expect((await asked).statusCode).toBe(200);
      await locker.query('COMMIT');
      // The link is still mailed once the account can be read.
      await vi.waitFor(async () => {
        const sent = await api.services.db.select().from(outbox).where(gt(outbox.id, before));
        expect(sent.map((row) => row.to)).toEqual(['eli@example.org']);
      });
    } finally {
      await locker.query('ROLLBACK').catch(() => {});
      await locker.end();
    }
  });
});
