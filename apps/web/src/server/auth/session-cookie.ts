import 'server-only';
import { env } from '../../env.ts';
import { sessionCookieFor } from '../../lib/env-schema.ts';

/** The api's HttpOnly session cookie as the api names it in the configured cookie mode. */
export const SESSION_COOKIE = sessionCookieFor(env);
