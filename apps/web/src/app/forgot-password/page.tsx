import type { Metadata } from 'next';
import { AuthPanel } from '../../components/auth/auth-panel.tsx';
import { AuthWatch } from '../../components/auth/auth-watch.tsx';
import { ForgotPasswordForm } from '../../components/auth/forgot-password-form.tsx';
import { pageAuth } from '../../server/auth/require-user.ts';

export const metadata: Metadata = { title: 'Forgotten password', robots: { index: false } };

/** GET is this page; POST /forgot-password goes to the api (src/proxy.ts). */
export default async function ForgotPasswordPage() {
  await pageAuth('guest', '/forgot-password');
  return (
    <AuthPanel
      title="Forgotten password"
      lead="Enter the e-mail address you joined with and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
      <AuthWatch mode="guest" initialLoggedIn={false} />
    </AuthPanel>
  );
}
