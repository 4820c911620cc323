/** The hash-scroll retry interval: a target not on the page yet is looked for every second. */
export const HASH_RETRY_MS = 1_000;
/** Stop looking after this many retries, so a hash naming nothing does not poll forever. */
export const HASH_MAX_TRIES = 30;

/** The element id a location hash names (`#a%20b` → `a b`), or null when there is none. */
export function hashTarget(hash: string): string | null {
  if (!hash.startsWith('#')) return null;
  try {
    return decodeURIComponent(hash.slice(1)) || null;
  } catch {
    return null;
  }
}
