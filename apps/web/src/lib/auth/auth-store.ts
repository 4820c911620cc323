import {
  type AuthClient,
  type Credentials,
  SECOND_FACTOR_NEEDED,
  type SecondFactorProof,
} from './auth-client.ts';
import { type StrategyName, XSRF_COOKIE } from './auth-strategies.ts';
import type { SessionUser } from './session-user.ts';

export type AuthState = {
  /** `unknown` until the first check has answered. */
  status: 'unknown' | 'known';
  loggedIn: boolean;
  user: SessionUser | null;
};

type Message = { type: 'signed-in' } | { type: 'signed-out' };

/** What carries a change to the other tabs: a BroadcastChannel in the browser. */
export type TabChannel = {
  post(message: Message): void;
  listen(handler: (message: Message) => void): void;
};

export type AuthStoreDeps = {
  /** The calls of a strategy; only sign-in differs between them. */
  clientFor: (strategy?: StrategyName) => AuthClient;
  /** One of the page's readable cookies (`browserCookie` in the browser). */
  cookie: (name: string) => Promise<string | null>;
  /** Drops the XSRF cookie the api says belongs to no signed-in session. */
  forgetXsrfCookie: () => void;
  channel: TabChannel | null;
};

/**
 * The auth state (`loggedIn` + `user`) shared by every component of a tab, and by the tabs of a
 * browser through the channel. It asks the api only when a session is likely (an XSRF cookie),
 * and forgets a cookie the api answers 401 for (a guest's, or one from a session ended elsewhere),
 * so a signed-out visitor's pages do not keep asking (and logging a 401 each time).
 */
export function createAuthStore({ clientFor, cookie, forgetXsrfCookie, channel }: AuthStoreDeps) {
  const client = clientFor();
  let state: AuthState = { status: 'unknown', loggedIn: false, user: null };
  let loading: Promise<void> | null = null;
  /** Bumped by every change, so an answer that was overtaken (a check racing a sign-in) is dropped. */
  let version = 0;
  const listeners = new Set<() => void>();

  const set = (user: SessionUser | null) => {
    version += 1;
    state = { status: 'known', loggedIn: user !== null, user };
    for (const listener of listeners) listener();
  };

  async function refresh(): Promise<void> {
    const asked = version;
    if (!(await cookie(XSRF_COOKIE))) {
      if (version === asked) set(null);
      return;
    }
    try {
      const user = await client.fetchUser();
      if (version !== asked) return;
      if (!user) forgetXsrfCookie();
      set(user);
    } catch (error) {
      if (version === asked) set(null);
      throw error;
    }
  }

  channel?.listen((message) => {
    if (message.type === 'signed-out') set(null);
    else void refresh().catch(() => undefined);
  });

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The first check; later calls share it. */
    load(): Promise<void> {
      loading ??= refresh().catch((error: unknown) => console.error(error));
      return loading;
    },
    /** Signs in; an account with a second factor is not signed in yet (`giveSecondFactor` next). */
    async login(
      credentials: Credentials,
      strategy?: StrategyName,
    ): Promise<SessionUser | typeof SECOND_FACTOR_NEEDED> {
      const user = await clientFor(strategy).login(credentials);
      if (user === SECOND_FACTOR_NEEDED) return user;
      set(user);
      channel?.post({ type: 'signed-in' });
      return user;
    },
    async giveSecondFactor(proof: SecondFactorProof): Promise<SessionUser> {
      const user = await client.giveSecondFactor(proof);
      set(user);
      channel?.post({ type: 'signed-in' });
      return user;
    },
    /** Resolves to the provider's end-session address when the session came from single sign-on. */
    async logout(): Promise<string | null> {
      const endSession = await client.logout();
      set(null);
      channel?.post({ type: 'signed-out' });
      return endSession;
    },
    /** After a change made elsewhere in this tab (a new name, sign-out everywhere). */
    setUser(user: SessionUser | null) {
      set(user);
      channel?.post({ type: user ? 'signed-in' : 'signed-out' });
    },
  };
}

export type AuthStore = ReturnType<typeof createAuthStore>;
