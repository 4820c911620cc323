import 'server-only';
import { cookies } from 'next/headers';
import type { z } from 'zod';
import { env } from '../../env.ts';
import { apiErrorFrom } from '../../lib/auth/api-error.ts';
import { BACKEND_HEADERS } from '../../lib/auth/auth-strategies.ts';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';

/** The api's answer to a collections read: the data, or the api's message for a query it refused. */
export type RecordsAnswer<T> =
  | { ok: true; data: T }
  /** 400: a search the api refused; 401/403: members only; 404: no such collection or record. */
  | { ok: false; status: RefusedStatus; message: string };
type RefusedStatus = 400 | 401 | 403 | 404;
const REFUSED: readonly number[] = [400, 401, 403, 404];

/** Seconds a guest's view of the collections (lists and counts) is kept on static pages. */
export const PUBLIC_COUNTS_REVALIDATE = 60;

async function answer<T>(response: Response, path: string, schema: z.ZodType<T>): Promise<RecordsAnswer<T>> {
  if (REFUSED.includes(response.status)) {
    const status = response.status as RefusedStatus;
    return { ok: false, status, message: (await apiErrorFrom(response)).message };
  }
  if (!response.ok) throw new Error(`The api answered ${response.status} for ${path}.`);
  return { ok: true, data: schema.parse(await response.json()) };
}

/**
 * A collections read on behalf of this visitor: their session cookie goes along, so members see
 * members-only records and guests only public ones. Reading cookies makes the calling route dynamic.
 */
export async function visitorRecordsGet<T>(path: string, schema: z.ZodType<T>): Promise<RecordsAnswer<T>> {
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  const response = await fetch(new URL(path, env.API_URL), {
    headers: { ...BACKEND_HEADERS, ...(session ? { Cookie: `${SESSION_COOKIE}=${session}` } : {}) },
    cache: 'no-store',
  });
  return answer(response, path, schema);
}

/**
 * A collections read as a guest, for statically rendered pages: no cookies are read, and the
 * answer is kept for `PUBLIC_COUNTS_REVALIDATE` seconds, so counts follow imports within a minute.
 */
export async function publicRecordsGet<T>(path: string, schema: z.ZodType<T>): Promise<RecordsAnswer<T>> {
  const response = await fetch(new URL(path, env.API_URL), {
    headers: BACKEND_HEADERS,
    next: { revalidate: PUBLIC_COUNTS_REVALIDATE },
  });
  return answer(response, path, schema);
}
