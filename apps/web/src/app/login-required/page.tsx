import type { Metadata } from 'next';
import { SignInPage } from '../../components/auth/sign-in-page.tsx';
import { env } from '../../env.ts';
import { afterLoginPath, LOGIN_REQUIRED_PATH } from '../../lib/auth/login-redirect.ts';
import { pageAuth } from '../../server/auth/require-user.ts';

export const metadata: Metadata = { title: 'Member sign in', robots: { index: false } };

/** Where protected pages send guests (a guest page); `?redirect=` is where sign-in returns them. */
export default async function LoginRequiredPage({ searchParams }: PageProps<'/login-required'>) {
  await pageAuth('guest', LOGIN_REQUIRED_PATH);
  return (
    <SignInPage
      title="Member sign in"
      lead="The page you asked for is for signed-in members. Sign in and we will take you there."
      target={afterLoginPath((await searchParams).redirect)}
      strategy={env.AUTH_STRATEGY}
      sso={Boolean(env.OIDC_ISSUER)}
      ssoLabel={env.OIDC_PROVIDER_LABEL}
    />
  );
}
