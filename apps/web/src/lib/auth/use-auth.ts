'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { createAuthClient } from './auth-client.ts';
import { type AuthState, type AuthStore, createAuthStore, type TabChannel } from './auth-store.ts';
import { authStrategy, XSRF_COOKIE } from './auth-strategies.ts';
import { browserBackend } from './backend-fetch.ts';

const CHANNEL_NAME = 'society-auth';
const SERVER_STATE: AuthState = { status: 'unknown', loggedIn: false, user: null };

function tabChannel(): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL_NAME);
  return {
    post: (message) => channel.postMessage(message),
    listen: (handler) => {
      channel.onmessage = (event: MessageEvent) => handler(event.data);
    },
  };
}

let store: AuthStore | null = null;

/** The tab's one auth store (browser only). */
export function authStore(): AuthStore {
  if (!store) {
    const cookies = () => document.cookie;
    const backend = browserBackend();
    store = createAuthStore({
      clientFor: (name) => createAuthClient(authStrategy(name), backend),
      cookies,
      forgetXsrfCookie: () => {
        const secure = window.location.protocol === 'https:' ? '; Secure' : '';
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves.
        document.cookie = `${XSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
      },
      channel: tabChannel(),
    });
  }
  return store;
}

/** `loggedIn` and `user` for a client component; the first use in a tab starts the check. */
export function useAuth(): AuthState {
  const state = useSyncExternalStore(
    (listener) => authStore().subscribe(listener),
    () => authStore().getState(),
    () => SERVER_STATE,
  );
  useEffect(() => {
    void authStore().load();
  }, []);
  return state;
}
