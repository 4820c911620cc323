import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Constant-time equality of two secrets. Both sides are hashed first: `timingSafeEqual` needs equal
 * lengths, and comparing digests neither throws nor reveals the secret's length.
 */
export const sameSecret = (given: string, expected: string): boolean =>
  timingSafeEqual(digest(given), digest(expected));
