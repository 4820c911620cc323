import type { Metadata } from 'next';
import { AuthPanel } from '../../components/auth/auth-panel.tsx';
import { AuthWatch } from '../../components/auth/auth-watch.tsx';
import { ResetPasswordForm } from '../../components/auth/reset-password-form.tsx';
import { SiteLink } from '../../components/site-link.tsx';
import { TEXT_LINK } from '../../components/text-link.ts';
import { pageAuth } from '../../server/auth/require-user.ts';

export const metadata: Metadata = {
  title: 'Choose a new password',
  robots: { index: false },
  // The token is in the address: never send it on to another site.
  referrer: 'no-referrer',
};

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/** The e-mailed link `/reset-password?token=&email=`; POST /reset-password goes to the api. */
export default async function ResetPasswordPage({ searchParams }: PageProps<'/reset-password'>) {
  await pageAuth('guest', '/reset-password');
  const query = await searchParams;
  const token = single(query.token);
  return (
    <AuthPanel title="Choose a new password" lead="Choose a new password for your society account.">
      <AuthWatch mode="guest" initialLoggedIn={false} />
      {token ? (
        <ResetPasswordForm token={token} email={single(query.email)} />
      ) : (
        <p className="text-stone-800">
          This link is incomplete. Please use the whole link from the e-mail, or{' '}
          <SiteLink href="/forgot-password" className={TEXT_LINK}>
            ask for a new one
          </SiteLink>
          .
        </p>
      )}
    </AuthPanel>
  );
}
