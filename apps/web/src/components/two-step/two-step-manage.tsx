'use client';
import type { SecondFactorStatus } from '@society/contract/second-factor';
import { type FormEvent, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { LOGIN_PATH } from '../../lib/auth/login-redirect.ts';
import { authStore } from '../../lib/auth/use-auth.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextField } from '../forms/text-field.tsx';
import { button } from '../member/ui.ts';
import { useApiAction } from '../member/use-api-action.ts';
import { TEXT_LINK } from '../text-link.ts';
import { RecoveryCodeList } from './recovery-code-list.tsx';

const PROOF_FIELDS = ['password', 'code'] as const;

/** What proves it is the account's owner: six digits are a code from the app, anything else the password. */
function proofOf(form: HTMLFormElement) {
  const value = String(new FormData(form).get('proof') ?? '');
  const digits = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? { code: digits } : { password: value };
}

function ProofField({ id, error }: { id: string; error: string | undefined }) {
  return (
    <TextField
      id={id}
      name="proof"
      type="password"
      label="Your password, or a code from your authenticator app"
      autoComplete="current-password"
      required
      error={error}
    />
  );
}

/** Two-step sign-in is on: new recovery codes, or switching it off (which signs out everywhere). */
export function TwoStepManage({ status }: { status: SecondFactorStatus }) {
  const renew = useApiAction(PROOF_FIELDS);
  const off = useApiAction(PROOF_FIELDS);
  const [codes, setCodes] = useState<string[] | null>(null);
  const left = codes?.length ?? status.recovery_codes_left;

  function newCodes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void renew.run(async () => {
      const { recoveryCodesSchema } = await import('@society/contract/second-factor');
      const answer = await browserBackend()('POST', '/api/user/two-factor/recovery-codes', proofOf(form));
      setCodes(recoveryCodesSchema.parse(answer).recovery_codes);
      form.reset();
      return 'New recovery codes made; the old ones no longer work.';
    });
  }

  function turnOff(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    void off.run(async () => {
      await browserBackend()('POST', '/api/user/two-factor/disable', proofOf(form));
      authStore().setUser(null);
      window.location.assign(LOGIN_PATH);
      return 'Two-step sign-in is off. You have been signed out everywhere.';
    });
  }

  return (
    <div className="space-y-10">
      <div className="space-y-2">
        <h2 id="two-step-heading" className="font-serif text-2xl font-semibold text-violet-950">
          Two-step sign-in is on
        </h2>
        <p>
          Signing in asks for a code from your authenticator app after your password.{' '}
          {left === 1 ? '1 recovery code is left.' : `${left} recovery codes are left.`}
        </p>
      </div>
      <form onSubmit={newCodes} className="space-y-4" aria-label="New recovery codes">
        <h3 className="font-serif text-xl font-semibold text-violet-950">New recovery codes</h3>
        <p>Used some, or lost them? New codes replace all the old ones.</p>
        <FormMessage tone="error">{renew.errors.summary}</FormMessage>
        <ProofField id="renew-proof" error={renew.errors.fields.password ?? renew.errors.fields.code} />
        <SubmitButton busy={renew.busy} className={button.secondary}>
          Get new recovery codes
        </SubmitButton>
        <FormMessage tone="success">{renew.status}</FormMessage>
      </form>
      {codes ? <RecoveryCodeList codes={codes} /> : null}
      <form onSubmit={turnOff} className="space-y-4" aria-label="Turn off two-step sign-in">
        <h3 className="font-serif text-xl font-semibold text-violet-950">Turn off two-step sign-in</h3>
        <p>
          This signs your account out everywhere, this device included.
          {status.required
            ? ' Staff tools and the content studio stay closed until you set it up again.'
            : ''}
        </p>
        <FormMessage tone="error">{off.errors.summary}</FormMessage>
        <ProofField id="off-proof" error={off.errors.fields.password ?? off.errors.fields.code} />
        <SubmitButton busy={off.busy} className={button.danger}>
          Turn off two-step sign-in
        </SubmitButton>
      </form>
      <p>
        <a href="/user-account" className={TEXT_LINK}>
          Back to my account
        </a>
      </p>
    </div>
  );
}
