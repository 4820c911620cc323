import { ApiError } from './api-error.ts';
import { type AuthStrategy, TWO_FACTOR_CHALLENGE_PATH } from './auth-strategies.ts';
import type { BackendFetch } from './backend-fetch.ts';
import type { SessionUser } from './session-user.ts';

export type Credentials = { email: string; password: string; remember?: boolean };

/** What the second step of a sign-in sends: a code from the authenticator app, or a recovery code. */
export type SecondFactorProof = { code: string } | { recovery_code: string };

/** The password was right and the account has a second factor: the sign-in waits for a code. */
export const SECOND_FACTOR_NEEDED = 'second-factor' as const;

export type AuthClient = {
  login(credentials: Credentials): Promise<SessionUser | typeof SECOND_FACTOR_NEEDED>;
  /** The second step of a sign-in (or of a signed-in session asked for a code): the signed-in user. */
  giveSecondFactor(proof: SecondFactorProof): Promise<SessionUser>;
  /** Ends the session; for a single sign-on session, the provider's end-session address to go to next. */
  logout(): Promise<string | null>;
  /** The signed-in user, or `null` when the api says there is none (401). */
  fetchUser(): Promise<SessionUser | null>;
};

/** The sign-in calls of one strategy, over an injected backend fetch and cookie reader. */
export function createAuthClient(strategy: AuthStrategy, backend: BackendFetch): AuthClient {
  const { endpoints } = strategy;

  async function fetchUser(): Promise<SessionUser | null> {
    try {
      const body = await backend('GET', endpoints.user);
      // Loaded on first use: zod stays out of every page's first-load JavaScript.
      const { userFromResponse } = await import('./user-from-response.ts');
      return userFromResponse(body, strategy.userProperty);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  }

  return {
    async login(credentials) {
      // The plain cookie strategy lets the backend fetch a token only when the browser has none.
      if (strategy.csrf === 'always') await backend('GET', endpoints.csrf);
      const answer = await backend<{ two_factor?: unknown } | null>('POST', endpoints.login, credentials);
      if (answer?.two_factor === true) return SECOND_FACTOR_NEEDED;
      const user = await fetchUser();
      if (!user) throw new ApiError(401, 'Unauthenticated.');
      return user;
    },

    async giveSecondFactor(proof) {
      await backend('POST', TWO_FACTOR_CHALLENGE_PATH, proof);
      const user = await fetchUser();
      if (!user) throw new ApiError(401, 'Unauthenticated.');
      return user;
    },

    async logout() {
      try {
        const answer = await backend<{ redirect?: unknown } | null>('POST', endpoints.logout);
        const redirect = answer?.redirect;
        return typeof redirect === 'string' && /^https?:\/\//.test(redirect) ? redirect : null;
      } catch (error) {
        // Already signed out (401) or a token from an ended session (419): the result is the same.
        if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 419)) throw error;
        return null;
      }
    },

    fetchUser,
  };
}
