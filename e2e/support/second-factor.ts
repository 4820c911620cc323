import { expect } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

const STEP_MS = 30_000;
/** The last time step each key gave a code for in this test process: the api accepts a code once. */
const lastStep = new Map<string, number>();

/** The code an authenticator app shows for `secret` at `at` (RFC 6238: SHA-1, six digits, 30 s). */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });

/**
 * A code the api has not seen yet: the current step's, else the next step's (accepted too), else
 * it waits for the step after (a third sign-in of one account within 30 seconds).
 */
export async function freshCode(secret: string): Promise<string> {
  const current = () => Math.floor(Date.now() / STEP_MS);
  const used = lastStep.get(secret) ?? Number.NEGATIVE_INFINITY;
  if (used > current())
    await expect.poll(current, { timeout: 2 * STEP_MS, intervals: [1_000] }).toBeGreaterThanOrEqual(used);
  const step = Math.max(current(), used + 1);
  lastStep.set(secret, step);
  return totpCode(secret, step * STEP_MS);
}

/** A new authenticator key, as the api makes them (160 bits, base32). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;
