import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** One step either side of now: a code typed just as it changes, or a phone clock a little off. */
const WINDOW = 1;
const totp = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new 160-bit secret, base32 (RFC 4226's recommended length). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address an app scans from the QR code; apps show `issuer` (the society) above the codes. */
export const totpUrl = (secret: string, accountName: string, issuer: string): string =>
  totp(secret, accountName, issuer).toString();

/** The code of the step `at` falls in (for the demo banner and tests). */
export const totpCode = (secret: string, at: number): string => totp(secret).generate({ timestamp: at });

/**
 * The time step a code belongs to, when it is valid at `now` (within one step either side), else
 * null. Only digits are compared: spaces people type between the groups are ignored.
 */
export function totpStep(secret: string, code: string, now: number): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secret).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}
