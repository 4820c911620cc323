import type { ReactNode } from 'react';
import type { StrategyName } from '../../lib/auth/auth-strategies.ts';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { AuthPanel } from './auth-panel.tsx';
import { AuthWatch } from './auth-watch.tsx';
import { SignInForm } from './sign-in-form.tsx';

type SignInPageProps = {
  title: string;
  lead: ReactNode;
  /** Where sign-in leads: the remembered path, already checked by `afterLoginPath`. */
  target: string;
  strategy: StrategyName;
  /** Whether single sign-on is configured. */
  sso: boolean;
  /** Says which provider it is, e.g. "local test provider" in development. */
  ssoLabel?: string | undefined;
};

/** The body of the two guest sign-in pages, `/login` and `/login-required`. */
export function SignInPage({ title, lead, target, strategy, sso, ssoLabel }: SignInPageProps) {
  return (
    <AuthPanel
      title={title}
      lead={lead}
      aside={
        <>
          <h2 className="font-serif text-xl font-semibold text-violet-950">Not a member yet?</h2>
          <p>Membership opens the society’s indexes, journals and research help to you.</p>
          <SiteLink href="/subscribe" className={TEXT_LINK}>
            See membership options
          </SiteLink>
        </>
      }
    >
      <SignInForm strategy={strategy} />
      <AuthWatch mode="guest" initialLoggedIn={false} redirect={target} />
      <p className="mt-6">
        <SiteLink href="/forgot-password" className={TEXT_LINK}>
          Forgotten your password?
        </SiteLink>
      </p>
      {sso ? (
        <div className="mt-8 border-t border-stone-200 pt-6">
          <a
            href={`/veryconnect-auth?redirect=${encodeURIComponent(target)}`}
            className="inline-flex items-center justify-center rounded-md border-2 border-violet-800 px-5 py-2.5 font-semibold text-violet-900 hover:bg-violet-50"
          >
            Sign in with the society account
            {ssoLabel ? ` (${ssoLabel})` : null}
          </a>
        </div>
      ) : null}
    </AuthPanel>
  );
}
