/**
 * How a page treats sign-in, as the legacy `auth` page option did: `guest` pages are for signed-out
 * visitors, `protected` pages (the default) for signed-in ones, and `false` opts out.
 */
export type AuthMode = 'guest' | 'protected' | false;

/** The mode a page asked for; an unknown name is a programming error (a 500, "Unknown middleware"). */
export function parseAuthMode(mode: unknown = 'protected'): AuthMode {
  if (mode === 'guest' || mode === 'protected' || mode === false) return mode;
  throw new Error(`Unknown middleware ${String(mode)}`);
}
