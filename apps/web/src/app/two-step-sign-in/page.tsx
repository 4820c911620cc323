import type { Metadata } from 'next';
import { AuthPanel } from '../../components/auth/auth-panel.tsx';
import { AuthWatch } from '../../components/auth/auth-watch.tsx';
import { SecondFactorForm } from '../../components/auth/second-factor-form.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { TEXT_LINK } from '../../components/text-link.ts';
import { afterLoginPath, LOGIN_PATH } from '../../lib/auth/login-redirect.ts';
import { pageAuth } from '../../server/auth/require-user.ts';

export const metadata: Metadata = { title: 'Two-step sign-in', robots: { index: false } };

/**
 * The second step of a sign-in that began elsewhere (single sign-on for an account with two-step
 * sign-in): a guest page, since the session is not signed in until the code is given.
 */
export default async function TwoStepSignInPage({ searchParams }: PageProps<'/two-step-sign-in'>) {
  await pageAuth('guest', LOGIN_PATH);
  const target = afterLoginPath((await searchParams).redirect);
  return (
    <AuthPanel
      title="Two-step sign-in"
      lead="Enter the code from your authenticator app to finish signing in."
    >
      <SecondFactorForm />
      <AuthWatch mode="guest" initialLoggedIn={false} redirect={target} />
      <p className="mt-6">
        <SiteLink href={LOGIN_PATH} className={TEXT_LINK}>
          Start signing in again
        </SiteLink>
      </p>
    </AuthPanel>
  );
}
