import type { Metadata } from 'next';
import { SignInPage } from '../../components/auth/sign-in-page.tsx';
import { env } from '../../env.ts';
import { afterLoginPath, LOGIN_PATH } from '../../lib/auth/login-redirect.ts';
import { pageAuth } from '../../server/auth/require-user.ts';

export const metadata: Metadata = { title: 'Sign in', robots: { index: false } };

/**
 * The header's sign-in page (a guest page). GET only: `POST /login` is the api's (src/proxy.ts).
 * `?redirect=` is where sign-in returns the member.
 */
export default async function LoginPage({ searchParams }: PageProps<'/login'>) {
  await pageAuth('guest', LOGIN_PATH);
  return (
    <SignInPage
      title="Sign in"
      lead="Sign in to read members-only pages and to keep your bookmarks, reading lists and saved searches."
      target={afterLoginPath((await searchParams).redirect)}
      strategy={env.AUTH_STRATEGY}
      sso={Boolean(env.OIDC_ISSUER)}
      ssoLabel={env.OIDC_PROVIDER_LABEL}
    />
  );
}
