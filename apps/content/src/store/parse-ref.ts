export type ParsedRef =
  | { kind: 'master'; ref: string }
  | { kind: 'release'; token: string; masterRef: string }
  | { kind: 'preview'; sessionId: string }
  | { kind: 'inactive-preview' }
  | { kind: 'invalid' };

const previewSession = /\/previews\/([A-Za-z0-9]+)/;

/**
 * Cookie values reach us percent-encoded when a client copies them raw (the client only decodes
 * `%3B`). Unwraps the toolbar's JSON cookie (`{"_tracker":…,"repo.prismic.io":{"preview":TOKEN}}`).
 */
function unwrapPreviewCookie(ref: string): string | null {
  let text = ref;
  if (/%[0-9A-Fa-f]{2}/.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return ref;
    }
  }
  if (!text.startsWith('{')) return text;
  try {
    const cookie = JSON.parse(text) as Record<string, unknown>;
    for (const value of Object.values(cookie)) {
      if (
        value &&
        typeof value === 'object' &&
        typeof (value as { preview?: unknown }).preview === 'string'
      ) {
        return (value as { preview: string }).preview;
      }
    }
    return null;
  } catch {
    return ref;
  }
}

/** Tells master refs, release refs (`token~master`) and preview tokens apart; checks nothing. */
export function parseRef(raw: string): ParsedRef {
  const ref = unwrapPreviewCookie(raw.trim());
  if (ref === null) return { kind: 'inactive-preview' };
  // A NUL (here only once a percent-encoded ref is decoded) names nothing, and PostgreSQL cannot take it.
  if (ref.includes('\u0000')) return { kind: 'invalid' };
  const session =
    ref.includes('websitePreviewId=') || ref.includes('/previews/') ? previewSession.exec(ref) : null;
  if (session?.[1]) return { kind: 'preview', sessionId: session[1] };
  const tilde = ref.indexOf('~');
  if (tilde > 0) return { kind: 'release', token: ref.slice(0, tilde), masterRef: ref.slice(tilde + 1) };
  return { kind: 'master', ref };
}
