import { timingSafeEqual } from 'node:crypto';
import { PrismicError } from './prismic-error.ts';

export function tokensEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A private repository needs `access_token` on every Content API call (Prismic reads only the query). */
export function checkAccessToken(expected: string | undefined, given: unknown): void {
  if (!expected) return;
  if (typeof given !== 'string' || !tokensEqual(given, expected)) throw PrismicError.invalidToken();
}
