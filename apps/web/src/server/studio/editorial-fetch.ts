import 'server-only';
import { env } from '../../env.ts';
import type { StudioUser } from './studio-user.ts';

/** The editorial API's address: configured, or the origin of the Content API's endpoint. */
const editorialOrigin = () => env.CONTENT_EDITOR_URL ?? new URL(env.PRISMIC_ENDPOINT).origin;

export class StudioNotConfiguredError extends Error {
  constructor() {
    super('The studio is not configured: set CONTENT_EDITOR_TOKEN for the web app.');
  }
}

/**
 * A call to the content service's editorial API on behalf of a studio user: the editor token,
 * and who is acting (the content service records it and enforces the role itself).
 */
export function editorialFetch(studio: StudioUser, path: string, init: RequestInit = {}): Promise<Response> {
  const token = env.CONTENT_EDITOR_TOKEN;
  if (!token) throw new StudioNotConfiguredError();
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  headers.set('x-actor-id', String(studio.user.id));
  headers.set('x-actor-email', studio.user.email);
  headers.set('x-actor-role', studio.role);
  return fetch(new URL(path, editorialOrigin()), { ...init, headers, cache: 'no-store' });
}

/** A read for a studio page: the parsed body, or throws (the page's error boundary says so). */
export async function editorialRead<T>(studio: StudioUser, path: string): Promise<T> {
  const response = await editorialFetch(studio, path);
  if (!response.ok) throw new Error(`The content service answered ${response.status} for ${path}.`);
  return (await response.json()) as T;
}

/**
 * A read of the editorial API for the staff console (the audit log): the editor token alone, no
 * acting user, since staff need not be editors and a read records nothing. Null when the web app
 * has no editor token (the studio is not set up, so there are no editors' changes to show).
 */
export async function editorialConsoleRead<T>(path: string): Promise<T | null> {
  const token = env.CONTENT_EDITOR_TOKEN;
  if (!token) return null;
  const response = await fetch(new URL(path, editorialOrigin()), {
    headers: { authorization: `Bearer ${token}` },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`The content service answered ${response.status} for ${path}.`);
  return (await response.json()) as T;
}
