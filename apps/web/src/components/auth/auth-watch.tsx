'use client';
import { useEffect, useRef } from 'react';
import { afterLoginPath, HOME_PATH } from '../../lib/auth/login-redirect.ts';
import { useAuth } from '../../lib/auth/use-auth.ts';

type AuthWatchProps = {
  /** The page's auth mode; pages that opt out render no watch. */
  mode: 'guest' | 'protected';
  /** What the server rendered the page for. */
  initialLoggedIn: boolean;
  /** A guest page's remembered path, for after sign-in. */
  redirect?: string | null;
};

/**
 * The legacy `watchLoggedIn`: when `loggedIn` changes (here or in another tab), a guest page goes to
 * the remembered path or home, and a protected page goes to the logout target (home). A full load,
 * so server-rendered parts see the new session.
 */
export function AuthWatch({ mode, initialLoggedIn, redirect = null }: AuthWatchProps) {
  const { status, loggedIn } = useAuth();
  const rendered = useRef(initialLoggedIn);
  useEffect(() => {
    if (status !== 'known' || loggedIn === rendered.current) return;
    rendered.current = loggedIn;
    if (loggedIn && mode === 'guest') window.location.assign(afterLoginPath(redirect));
    if (!loggedIn && mode === 'protected') window.location.assign(HOME_PATH);
  }, [status, loggedIn, mode, redirect]);
  return null;
}
