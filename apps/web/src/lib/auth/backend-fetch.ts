import { ApiError, apiErrorFrom } from './api-error.ts';
import { BACKEND_HEADERS, XSRF_COOKIE, XSRF_HEADER } from './auth-strategies.ts';
import { readCookie } from '../read-cookie.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type BackendDeps = {
  fetch: typeof globalThis.fetch;
  /** The browser's readable cookies (`document.cookie`). */
  cookies: () => string;
  /** Where the XSRF cookie is issued. */
  csrfPath?: string;
};

export type BackendFetch = <T = unknown>(method: Method, path: string, body?: unknown) => Promise<T>;

/**
 * Calls the api on the site's own origin: cookies go along, the standard backend headers are set,
 * and unsafe methods echo the XSRF cookie, fetching one first when the browser has none and once
 * more when the api says it belongs to an ended session (419). Non-2xx answers throw `ApiError`;
 * 204 resolves to `null`.
 */
export function createBackendFetch({
  fetch,
  cookies,
  csrfPath = '/sanctum/csrf-cookie',
}: BackendDeps): BackendFetch {
  async function send(method: Method, path: string, body: unknown): Promise<Response> {
    const headers: Record<string, string> = { ...BACKEND_HEADERS };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET') {
      const token = readCookie(cookies(), XSRF_COOKIE);
      if (token) headers[XSRF_HEADER] = token;
    }
    return fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      cache: 'no-store',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async function primeCsrf(): Promise<void> {
    const response = await send('GET', csrfPath, undefined);
    if (!response.ok) throw await apiErrorFrom(response);
  }

  return async <T>(method: Method, path: string, body?: unknown): Promise<T> => {
    const unsafe = method !== 'GET';
    if (unsafe && !readCookie(cookies(), XSRF_COOKIE)) await primeCsrf();
    let response = await send(method, path, body);
    if (unsafe && response.status === 419) {
      await primeCsrf();
      response = await send(method, path, body);
    }
    if (!response.ok) throw await apiErrorFrom(response);
    if (response.status === 204) return null as T;
    return (await response.json()) as T;
  };
}

/** The browser's backend fetch. */
export const browserBackend = (): BackendFetch =>
  createBackendFetch({ fetch: (...args) => globalThis.fetch(...args), cookies: () => document.cookie });

export { ApiError };
