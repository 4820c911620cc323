import type { SecondFactorStatus } from '@society/contract/second-factor';
import type { SessionUser } from '../../lib/auth/session-user.ts';
import { AuthWatch } from '../auth/auth-watch.tsx';
import { PageHeader } from '../page-header.tsx';
import { TwoStepManage } from './two-step-manage.tsx';
import { TwoStepSetup } from './two-step-setup.tsx';
import { TwoStepVerify } from './two-step-verify.tsx';

type Props = { user: SessionUser; status: SecondFactorStatus; target: string | null };

/** `/user-account/two-step-sign-in`: what the account has, and the one next step it needs. */
export function TwoStepSettingsView({ user, status, target }: Props) {
  const card = 'rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8';
  return (
    <>
      <AuthWatch mode="protected" initialLoggedIn />
      <PageHeader title="Two-step sign-in" trail={[{ title: 'My account', href: '/user-account' }]}>
        <p>
          After your password, a six-digit code from an authenticator app on your phone (such as Google
          Authenticator, Microsoft Authenticator or 1Password). Someone who learns your password still cannot
          sign in as you.
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12 sm:px-6 lg:px-8">
        {status.required && !status.verified ? (
          <p className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
            Your account can change what others see on the site, so staff tools and the content studio open
            only after two-step sign-in.
          </p>
        ) : null}
        <section className={card} aria-labelledby="two-step-heading">
          {!status.enabled ? (
            <TwoStepSetup email={user.email} target={target} />
          ) : status.required && !status.verified ? (
            <TwoStepVerify target={target} />
          ) : (
            <TwoStepManage status={status} />
          )}
        </section>
      </div>
    </>
  );
}
