/** Longer targets are refused outright: nothing the site links to comes near it. */
export const MAX_REDIRECT_LENGTH = 2048;

/** The rule: a local path starting with `/` made only of safe URL characters. */
const SAFE_CHARACTERS =
  /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*(\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?(#[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*)?$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it looks for.
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f-\u009f\\]/;
const PROBE_ORIGIN = 'https://redirect-check.invalid';

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

const isLocal = (value: string) => value.startsWith('/') && !value.startsWith('//');

/**
 * The target as a same-origin path (path, query and hash, normalised), or `null` when it could
 * lead anywhere else. Use it both when a target is written (into a link or a form) and when it is
 * read back (before redirecting): each side may be reached without the other.
 *
 * Refused: control characters and backslashes, raw or after one percent-decode; anything not
 * starting with exactly one `/`, raw or decoded; targets whose resolution against an origin leaves
 * that origin or yields a path with `//` in it (dot-segment traps such as `/a/../..//evil.com`);
 * anything over 2 KB.
 */
export function safeLocalPath(target: string | null | undefined): string | null {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_REDIRECT_LENGTH) return null;
  if (!SAFE_CHARACTERS.test(target) || !isLocal(target)) return null;
  const decoded = decodedOnce(target);
  if (decoded === null || CONTROL_OR_BACKSLASH.test(decoded) || !isLocal(decoded)) return null;

  let resolved: URL;
  try {
    resolved = new URL(target, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (resolved.origin !== PROBE_ORIGIN) return null;
  const path = resolved.pathname + resolved.search + resolved.hash;
  if (!isLocal(path) || resolved.pathname.includes('//')) return null;
  const decodedPath = decodedOnce(resolved.pathname);
  if (decodedPath === null || decodedPath.includes('//')) return null;
  return path;
}
