import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { cookies } from 'next/headers';
import { env } from '../../env.ts';
import { apiErrorFrom } from '../../lib/auth/api-error.ts';
import { BACKEND_HEADERS } from '../../lib/auth/auth-strategies.ts';
import { requestIdHeader } from '../../lib/request-context.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';

/** Something that validates an answer's body: the contract's zod schemas, or a function around one. */
export type AnswerParser<T> = { parse(input: unknown): T };

/**
 * Statuses that are the api's answer to this request rather than a failure: 400 a query it refused,
 * 401/403 members only, 404 no such thing, 422 invalid input (an expired link). Anything else
 * outside 2xx throws.
 */
export const REFUSED_STATUSES = [400, 401, 403, 404, 422] as const;
export type RefusedStatus = (typeof REFUSED_STATUSES)[number];

/** The api's answer to a read: the validated data, or the api's message for a request it refused. */
export type ApiAnswer<T> = { ok: true; data: T } | { ok: false; status: RefusedStatus; message: string };

/** Seconds a guest's view of public data (collection lists and counts) is kept on static pages. */
export const PUBLIC_REVALIDATE_SECONDS = 60;

export type ApiReadOptions = {
  /**
   * Read as a guest for a statically rendered page: no cookies are read and the answer is kept this
   * many seconds. Without it the read is the visitor's own, never cached.
   */
  revalidate?: number;
};

/**
 * The visitor's session outside a render, where `cookies()` is not available: the proxy runs the
 * pages' own data functions to learn whether an address names nothing (see `findMissingPage`).
 */
const visitor = new AsyncLocalStorage<{ session: string | undefined }>();

/** Runs `work` (data functions that read through `apiRead`) as the visitor with this session. */
export const readAsVisitor = <T>(session: string | undefined, work: () => Promise<T>): Promise<T> =>
  visitor.run({ session }, work);

const visitorSession = async (): Promise<string | undefined> => {
  const store = visitor.getStore();
  return store ? store.session : (await cookies()).get(SESSION_COOKIE)?.value;
};

const refused = (status: number): status is RefusedStatus =>
  (REFUSED_STATUSES as readonly number[]).includes(status);

/**
 * A read from the api, server to server. By default on behalf of this visitor: their session cookie
 * goes along when they have one (so members see members-only data), and reading cookies makes the
 * calling route dynamic. With `revalidate` it reads as a guest and the answer is cached.
 */
export async function apiRead<T>(
  path: string,
  schema: AnswerParser<T>,
  { revalidate }: ApiReadOptions = {},
): Promise<ApiAnswer<T>> {
  let init: RequestInit;
  if (revalidate === undefined) {
    const session = await visitorSession();
    const headers: Record<string, string> = { ...BACKEND_HEADERS, ...requestIdHeader() };
    if (session) headers.Cookie = `${SESSION_COOKIE}=${session}`;
    init = { headers, cache: 'no-store' };
  } else {
    // No request id here: Next.js keys its data cache on the headers, and the answer is shared.
    init = { headers: BACKEND_HEADERS, next: { revalidate } };
  }
  const response = await fetch(new URL(path, env.API_URL), init);
  if (refused(response.status)) {
    return { ok: false, status: response.status, message: (await apiErrorFrom(response)).message };
  }
  if (!response.ok) throw new Error(`The api answered ${response.status} for ${path}.`);
  return { ok: true, data: schema.parse(await response.json()) };
}

/**
 * A signed-in member's own data for a server-rendered page: `null` when the visitor has no session
 * or the api says it has ended (401); any other refusal is a fault and throws.
 */
export async function memberRead<T>(path: string, schema: AnswerParser<T>): Promise<T | null> {
  if (!(await cookies()).get(SESSION_COOKIE)?.value) return null;
  const answer = await apiRead(path, schema);
  if (answer.ok) return answer.data;
  if (answer.status === 401) return null;
  throw new Error(`The api answered ${answer.status} for ${path}: ${answer.message}`);
}
