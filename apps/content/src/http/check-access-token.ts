import { timingSafeEqual } from 'node:crypto';
import type { ContentConfig } from '../env.ts';
import { PrismicError } from './prismic-error.ts';

export function tokensEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * What a Content API request may read. `full`: every ref (releases too) and members-only
 * documents. `guest`: the master ref only, without members-only documents, as Prismic's "public
 * API for master only"; preview tokens are credentials of their own and work for both.
 */
export type ContentAccess = 'full' | 'guest';

/**
 * Reads `access_token` (Prismic reads only the query): the configured token gives full access, no
 * token guest access (refused with 401 when the API is private), any other token 401.
 */
export function checkAccessToken(
  config: Pick<ContentConfig, 'CONTENT_ACCESS_TOKEN' | 'CONTENT_API_VISIBILITY'>,
  given: unknown,
): ContentAccess {
  if (given === undefined || given === '') {
    if (config.CONTENT_API_VISIBILITY === 'private') throw PrismicError.invalidToken();
    return 'guest';
  }
  const expected = config.CONTENT_ACCESS_TOKEN;
  if (typeof given !== 'string' || !expected || !tokensEqual(given, expected))
    throw PrismicError.invalidToken();
  return 'full';
}
