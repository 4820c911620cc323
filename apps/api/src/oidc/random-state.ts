import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The length of random state strings: 10 characters. */
export const STATE_LENGTH = 10;

/** A state value: 10 characters from a cryptographic generator (≈59.5 bits, unbiased). */
export function randomStateString(length = STATE_LENGTH): string {
  let value = '';
  for (let i = 0; i < length; i++) value += ALPHABET[randomInt(ALPHABET.length)];
  return value;
}

export const isStateString = (value: string) => /^[A-Za-z0-9]{10}$/.test(value);
