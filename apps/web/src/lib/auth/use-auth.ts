'use client';
import { useEffect, useSyncExternalStore } from 'react';
import { browserCookie } from '../browser-cookie.ts';
import { createAuthClient } from './auth-client.ts';
import { type AuthState, type AuthStore, createAuthStore, type TabChannel } from './auth-store.ts';
import { authStrategy, XSRF_COOKIE } from './auth-strategies.ts';
import { browserBackend } from './backend-fetch.ts';
import type { SessionUser } from './session-user.ts';

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
    const backend = browserBackend();
    store = createAuthStore({
      clientFor: (name) => createAuthClient(authStrategy(name), backend),
      cookie: browserCookie,
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

const subscribe = (listener: () => void) => authStore().subscribe(listener);
const loadOnce = () => {
  void authStore().load();
};

/**
 * The whole auth state, `status` too, for a component that must not act before the check has
 * answered (sending a guest on, offering a booking); the first use in a tab starts the check.
 * Components that only show or hide something for members take `useAuthUser`.
 */
export function useAuth(): AuthState {
  const state = useSyncExternalStore(
    subscribe,
    () => authStore().getState(),
    () => SERVER_STATE,
  );
  useEffect(loadOnce, []);
  return state;
}

/**
 * Only the signed-in member, or null (a guest, or not checked yet). A guest's page then renders
 * once: the check's answer (null) is what it hydrated with, where `useAuth`'s state changes from
 * unknown to known and renders every component reading it again, in one task with the page's
 * effects (about 6 ms of main thread on the home page).
 */
export function useAuthUser(): SessionUser | null {
  const user = useSyncExternalStore(
    subscribe,
    () => authStore().getState().user,
    () => null,
  );
  useEffect(loadOnce, []);
  return user;
}
