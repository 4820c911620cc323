import { describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './auth-client.ts';
import { createAuthStore, type TabChannel } from './auth-store.ts';
import { AUTH_STRATEGIES } from './auth-strategies.ts';
import { createBackendFetch } from './backend-fetch.ts';
import { fakeBackend, MEMBER } from './fake-backend.test-support.ts';
import { readCookie } from '../read-cookie.ts';

/** Two tabs of one browser: a shared bus standing in for BroadcastChannel. */
function browser() {
  const handlers: ((message: never) => void)[] = [];
  const channel = (): TabChannel => {
    let own: ((message: never) => void) | null = null;
    return {
      post: (message) => {
        for (const handler of handlers) if (handler !== own) handler(message as never);
      },
      listen: (handler) => {
        own = handler as (message: never) => void;
        handlers.push(own);
      },
    };
  };
  return { channel };
}

function tab(api: ReturnType<typeof fakeBackend>, channel: TabChannel | null) {
  const backend = createBackendFetch(api);
  return createAuthStore({
    clientFor: (name) => createAuthClient(AUTH_STRATEGIES[name ?? 'cookie'], backend),
    cookie: async (name) => readCookie(api.cookies(), name),
    forgetXsrfCookie: () => api.forget('XSRF-TOKEN'),
    channel,
  });
}

describe('auth store', () => {
  it('does not call the api without an XSRF cookie', async () => {
    const api = fakeBackend({});
    const store = tab(api, null);
    await store.load();
    expect(api.calls).toEqual([]);
    expect(store.getState()).toEqual({ status: 'known', loggedIn: false, user: null });
  });

  it('keeps a guest’s user the same value through the first check, which useAuthUser hydrates with', async () => {
    const store = tab(fakeBackend({}), null);
    const before = store.getState();
    await store.load();
    // The state changed (unknown → known) but the user did not: nothing reading only it renders again.
    expect(store.getState()).not.toBe(before);
    expect(before.user).toBeNull();
    expect(store.getState().user).toBeNull();
  });

  it('loads the user when a session is likely', async () => {
    const api = fakeBackend({ 'GET /api/user': { status: 200, body: MEMBER } }, 'XSRF-TOKEN=t');
    const store = tab(api, null);
    await store.load();
    expect(store.getState()).toMatchObject({ loggedIn: true, user: { name: 'Margaret Demo' } });
  });

  it('forgets an XSRF cookie the api says belongs to no signed-in session, and asks no more', async () => {
    const api = fakeBackend(
      { 'GET /api/user': { status: 401, body: { message: 'Unauthenticated.' } } },
      'XSRF-TOKEN=t',
    );
    await tab(api, null).load();
    expect(api.cookies()).toBe('');
    const nextPage = tab(api, null);
    await nextPage.load();
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /api/user']);
    expect(nextPage.getState()).toEqual({ status: 'known', loggedIn: false, user: null });
  });

  it('tells the other tabs about sign-in and sign-out', async () => {
    const { channel } = browser();
    const api = fakeBackend(
      {
        'GET /sanctum/csrf-cookie': { status: 204, setCookie: 'XSRF-TOKEN=t' },
        'POST /login': { status: 204 },
        'GET /api/user': { status: 200, body: MEMBER },
        'POST /logout': { status: 204 },
      },
      '',
    );
    const first = tab(api, channel());
    const second = tab(api, channel());
    const changed = vi.fn();
    second.subscribe(changed);

    await first.login({ email: MEMBER.email, password: 'x' });
    await vi.waitFor(() => expect(second.getState().loggedIn).toBe(true));

    await first.logout();
    expect(first.getState().loggedIn).toBe(false);
    expect(second.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(changed).toHaveBeenCalledTimes(2);
  });
});

describe('auth store races', () => {
  it('keeps a sign-in that lands while the first check is still reading the cookies', async () => {
    const api = fakeBackend({
      'GET /sanctum/csrf-cookie': { status: 204, setCookie: 'XSRF-TOKEN=t' },
      'POST /login': { status: 204 },
      'GET /api/user': { status: 200, body: MEMBER },
    });
    let answerCookie: (value: string | null) => void = () => undefined;
    const store = createAuthStore({
      clientFor: (name) => createAuthClient(AUTH_STRATEGIES[name ?? 'cookie'], createBackendFetch(api)),
      cookie: () =>
        new Promise((resolve) => {
          answerCookie = resolve;
        }),
      forgetXsrfCookie: () => api.forget('XSRF-TOKEN'),
      channel: null,
    });
    const loading = store.load();
    await store.login({ email: MEMBER.email, password: 'x' });
    answerCookie(null);
    await loading;
    expect(store.getState()).toMatchObject({ status: 'known', loggedIn: true });
  });

  it('keeps a sign-in that lands while the first check is still out', async () => {
    let answerCheck: (response: Response) => void = () => undefined;
    const api = fakeBackend(
      { 'POST /login': { status: 204 }, 'GET /api/user': { status: 200, body: MEMBER } },
      'XSRF-TOKEN=t',
    );
    const slowFirstCheck: typeof api.fetch = (input, init) =>
      api.calls.length === 0 && String(input) === '/api/user'
        ? new Promise((resolve) => {
            api.calls.push({ method: 'GET', path: '/api/user', headers: {}, body: undefined });
            answerCheck = resolve;
          })
        : api.fetch(input, init);
    const store = tab({ ...api, fetch: slowFirstCheck }, null);
    const loading = store.load();
    await store.login({ email: MEMBER.email, password: 'x' });
    answerCheck(new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }));
    await loading;
    expect(store.getState().loggedIn).toBe(true);
  });
});
