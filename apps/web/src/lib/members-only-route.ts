/** The dynamic route that serves members-only documents after checking the member on the server. */
export const MEMBERS_ONLY_PREFIX = '/members-only';

export const membersOnlyRoute = (path: string) => `${MEMBERS_ONLY_PREFIX}${path}`;

/** The document path a members-only route was asked for, or null for anything malformed. */
export function documentPathOf(segments: readonly string[] | undefined): string | null {
  if (!segments || segments.length === 0 || segments.length > 8) return null;
  if (!segments.every((segment) => /^[A-Za-z0-9][A-Za-z0-9_-]*$/.test(segment))) return null;
  return `/${segments.join('/')}`;
}
