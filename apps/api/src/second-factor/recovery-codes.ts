import { randomInt } from 'node:crypto';
import { tokenHash } from '../http/secret-token.ts';

/** Crockford's base32 without the letters people confuse (i, l, o, u): 5 bits a character. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/**
 * A recovery code: 16 random characters (80 bits) in four groups, `7k2q-…`. At 80 bits a code
 * cannot be guessed, online or from a stolen hash, so SHA-256 is enough to store it.
 */
export function newRecoveryCode(): string {
  const groups = Array.from({ length: GROUPS }, () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}

/** The code as stored: case, spaces and dashes do not matter, and look-alike letters are read as digits. */
export function recoveryCodeHash(code: string): string | null {
  const normalised = code
    .toLowerCase()
    .replace(/[\s-]+/g, '')
    .replace(/[il]/g, '1')
    .replace(/o/g, '0');
  if (normalised.length !== GROUPS * GROUP_LENGTH || ![...normalised].every((c) => ALPHABET.includes(c)))
    return null;
  return tokenHash(normalised);
}
