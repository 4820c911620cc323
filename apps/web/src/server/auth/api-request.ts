import 'server-only';
import { cookies } from 'next/headers';
import { env } from '../../env.ts';
import { BACKEND_HEADERS } from '../../lib/auth/auth-strategies.ts';
import { SESSION_COOKIE } from './session-cookie.ts';

/** A call to the api on behalf of the visitor: only their session cookie goes along. */
export function apiRequest(method: 'GET', path: string, session: string): Promise<Response> {
  return fetch(new URL(path, env.API_URL), {
    method,
    headers: { ...BACKEND_HEADERS, Cookie: `${SESSION_COOKIE}=${session}` },
    cache: 'no-store',
  });
}

/** A member's own data for a server-rendered page, validated; `null` when the session has ended. */
export async function apiGet<T>(path: string, schema: { parse(input: unknown): T }): Promise<T | null> {
  const session = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!session) return null;
  const response = await apiRequest('GET', path, session);
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`The api answered ${response.status} for ${path}.`);
  return schema.parse(await response.json());
}
