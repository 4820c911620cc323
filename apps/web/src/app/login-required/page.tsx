import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthPanel } from '../../components/auth/auth-panel.tsx';
import { AuthWatch } from '../../components/auth/auth-watch.tsx';
import { SignInForm } from '../../components/auth/sign-in-form.tsx';
import { env } from '../../env.ts';
import { afterLoginPath, LOGIN_PATH } from '../../lib/auth/login-redirect.ts';
import { pageAuth } from '../../server/auth/require-user.ts';

export const metadata: Metadata = { title: 'Member sign in', robots: { index: false } };

const link = 'font-medium text-violet-700 underline underline-offset-4 hover:text-violet-900';

/** The guest page protected pages send visitors to; `?redirect=` is where sign-in returns them. */
export default async function LoginRequiredPage({ searchParams }: PageProps<'/login-required'>) {
  await pageAuth('guest', LOGIN_PATH);
  const target = afterLoginPath((await searchParams).redirect);
  return (
    <AuthPanel
      title="Member sign in"
      lead="Sign in to read members-only pages and to keep your bookmarks, reading lists and saved searches."
      aside={
        <>
          <h2 className="font-serif text-xl font-semibold text-violet-950">Not a member yet?</h2>
          <p>Membership opens the society’s indexes, journals and research help to you.</p>
          <Link href="/subscribe" className={link}>
            See membership options
          </Link>
        </>
      }
    >
      <SignInForm strategy={env.AUTH_STRATEGY} />
      <AuthWatch mode="guest" initialLoggedIn={false} redirect={target} />
      <p className="mt-6">
        <Link href="/forgot-password" className={link}>
          Forgotten your password?
        </Link>
      </p>
      {env.OIDC_ISSUER ? (
        <div className="mt-8 border-t border-stone-200 pt-6">
          <a
            href={`/veryconnect-auth?redirect=${encodeURIComponent(target)}`}
            className="inline-flex items-center justify-center rounded-md border-2 border-violet-800 px-5 py-2.5 font-semibold text-violet-900 hover:bg-violet-50"
          >
            Sign in with the society account
            {env.OIDC_PROVIDER_LABEL ? ` (${env.OIDC_PROVIDER_LABEL})` : null}
          </a>
        </div>
      ) : null}
    </AuthPanel>
  );
}
