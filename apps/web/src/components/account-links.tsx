'use client';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { loginPath } from '../lib/auth/login-redirect.ts';
import { authStore, useAuthUser } from '../lib/auth/use-auth.ts';
import { SiteLink } from './site-link.tsx';

const STYLES = {
  bar: {
    list: 'flex items-center justify-end gap-6',
    item: 'underline-offset-4 hover:text-white hover:underline',
    note: 'text-violet-200',
  },
  stacked: {
    list: 'flex flex-wrap items-center gap-3',
    item: 'inline-block rounded-md bg-violet-50 px-3 py-2 font-medium text-violet-800 hover:bg-violet-100',
    note: 'w-full text-sm text-stone-600',
  },
} as const;

/**
 * The header's account links. Pages stay static: the member is looked up in the browser, and only
 * when a session is likely. Guests see the sign-in link, which brings them back to this page.
 */
export function AccountLinks({ variant }: { variant: keyof typeof STYLES }) {
  const user = useAuthUser();
  const pathname = usePathname();
  const [signingOut, setSigningOut] = useState(false);
  const style = STYLES[variant];

  async function signOut() {
    setSigningOut(true);
    try {
      const endSession = await authStore().logout();
      // Signed in with the society account: sign out there too (it comes back to the home page).
      if (endSession) window.location.assign(endSession);
    } catch (error) {
      console.error(error);
    } finally {
      setSigningOut(false);
    }
  }

  if (!user) {
    return (
      <nav aria-label="Account">
        <ul className={style.list}>
          <li>
            <SiteLink href="/subscribe" className={style.item}>
              Become a member
            </SiteLink>
          </li>
          <li>
            <SiteLink href={loginPath(pathname)} className={style.item}>
              Member sign in
            </SiteLink>
          </li>
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label="Account">
      <ul className={style.list}>
        <li className={style.note}>
          Signed in as <span className="font-semibold">{user.name}</span>
        </li>
        <li>
          <SiteLink href="/user-account" className={style.item}>
            My account
          </SiteLink>
        </li>
        {/* Not `hasScope`: its module brings zod into every page's first-load JavaScript. */}
        {user.scope.includes('staff') ? (
          <li>
            <SiteLink href="/staff" className={style.item}>
              Staff console
            </SiteLink>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            onClick={signOut}
            aria-disabled={signingOut || undefined}
            className={`${style.item} cursor-pointer`}
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
