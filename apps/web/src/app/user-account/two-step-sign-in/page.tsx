import { SECOND_FACTOR_SETUP_PAGE } from '@society/contract/second-factor';
import { safeLocalPath } from '@society/safe-redirect';
import type { Metadata } from 'next';
import { TwoStepSettingsView } from '../../../components/two-step/two-step-settings-view.tsx';
import { getSecondFactor } from '../../../server/auth/get-second-factor.ts';

export const metadata: Metadata = { title: 'Two-step sign-in', robots: { index: false, follow: false } };

/**
 * Setting up, checking and switching off two-step sign-in (a protected page). Staff pages send
 * accounts here that need it first, with `?redirect=` the page to go on to.
 */
export default async function TwoStepSettingsPage({
  searchParams,
}: PageProps<'/user-account/two-step-sign-in'>) {
  const wanted = (await searchParams).redirect;
  const target = safeLocalPath(typeof wanted === 'string' ? wanted : null);
  const returnTo = target
    ? `${SECOND_FACTOR_SETUP_PAGE}?redirect=${encodeURIComponent(target)}`
    : SECOND_FACTOR_SETUP_PAGE;
  const { user, status } = await getSecondFactor(returnTo);
  return <TwoStepSettingsView user={user} status={status} target={target} />;
}
