'use client';
import { SecondFactorForm } from '../auth/second-factor-form.tsx';

/** An account with two-step sign-in whose session has not given a code yet (staff tools ask for one). */
export function TwoStepVerify({ target }: { target: string | null }) {
  return (
    <div className="space-y-4">
      <h2 id="two-step-heading" className="font-serif text-2xl font-semibold text-violet-950">
        Enter a code to continue
      </h2>
      <p>Two-step sign-in is on for your account, but this session has not been given a code yet.</p>
      <SecondFactorForm onSignedIn={() => window.location.assign(target ?? '/user-account')} />
    </div>
  );
}
