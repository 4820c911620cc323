import { ROUTE_NOT_PRERENDERED_DIGEST } from '../../lib/route-not-prerendered.ts';

const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
]);

const codeOf = (error: unknown): unknown =>
  error instanceof Error && 'code' in error ? error.code : undefined;

/** Whether a failed content request never got an answer (service down, network cut, DNS). */
export function isContentUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (NETWORK_CODES.has(String(codeOf(error)))) return true;
  return error instanceof TypeError && NETWORK_CODES.has(String(codeOf(error.cause)));
}

/**
 * The content service did not answer. Its digest survives production's error redaction, so the
 * error page can say which route could not be rendered.
 */
export class ContentUnreachableError extends Error {
  override readonly name = 'ContentUnreachableError';

  readonly digest = ROUTE_NOT_PRERENDERED_DIGEST;

  constructor(cause: unknown) {
    const code = codeOf(cause instanceof TypeError ? cause.cause : cause);
    super(`The content service cannot be reached${code ? ` (${String(code)})` : ''}.`);
  }
}
