/** Every call to the backend says it is an XHR wanting JSON, so errors come back as JSON, never redirects. */
export const BACKEND_HEADERS = {
  'X-Requested-With': 'XMLHttpRequest',
  Accept: 'application/json',
} as const;

/** The api's readable double-submit token; the session cookie's name is the server's (session-cookie.ts). */
export { XSRF_COOKIE, XSRF_HEADER } from '@society/contract/cookies';

export const STRATEGY_NAMES = ['cookie', 'laravelSanctum'] as const;
export type StrategyName = (typeof STRATEGY_NAMES)[number];
export const DEFAULT_STRATEGY: StrategyName = 'cookie';

export type AuthStrategy = {
  name: StrategyName;
  endpoints: { csrf: string; login: string; logout: string; user: string };
  /**
   * `always`: prime the CSRF cookie before every sign-in (Sanctum's recipe).
   * `when-missing`: only when the browser holds no XSRF token yet (a plain cookie session).
   */
  csrf: 'always' | 'when-missing';
  /** Where the user sits in the user endpoint's body; `false` = the whole body is the user. */
  userProperty: string | false;
};

const SANCTUM_PATHS = {
  csrf: '/sanctum/csrf-cookie',
  login: '/login',
  logout: '/logout',
  user: '/api/user',
} as const;

/** The second step of a sign-in with two-step sign-in (POST, the api's; Laravel Fortify's path). */
export const TWO_FACTOR_CHALLENGE_PATH = '/two-factor-challenge';

/** Both strategies speak to the same paths; they differ in when the CSRF cookie is fetched. */
export const AUTH_STRATEGIES: Readonly<Record<StrategyName, AuthStrategy>> = {
  cookie: { name: 'cookie', endpoints: SANCTUM_PATHS, csrf: 'when-missing', userProperty: false },
  laravelSanctum: { name: 'laravelSanctum', endpoints: SANCTUM_PATHS, csrf: 'always', userProperty: false },
};

export function authStrategy(name: StrategyName = DEFAULT_STRATEGY): AuthStrategy {
  return AUTH_STRATEGIES[name];
}
