'use client';
import { type FormEvent, useRef, useState } from 'react';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '../../lib/auth/form-errors.ts';
import { authStore } from '../../lib/auth/use-auth.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextField } from '../forms/text-field.tsx';
import { focusOnMount } from '../member/focus.ts';
import { TEXT_LINK } from '../text-link.ts';

const FIELDS = ['code', 'recovery_code'] as const;

/**
 * The second step of signing in: the six-digit code from the authenticator app, or one of the
 * recovery codes. `onSignedIn` runs when the session has passed it (a signed-in page asking for a
 * code has no sign-in to watch for).
 */
export function SecondFactorForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const [recovery, setRecovery] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const field = recovery ? 'recovery_code' : 'code';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const value = String(new FormData(event.currentTarget).get(field) ?? '').trim();
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await authStore().giveSecondFactor(recovery ? { recovery_code: value } : { code: value });
      setDone(true);
      onSignedIn?.();
    } catch (error) {
      setErrors(formErrorsFrom(error, FIELDS));
      setBusy(false);
      form.current?.querySelector<HTMLInputElement>('input')?.focus();
    }
  }

  function switchField() {
    setErrors(NO_ERRORS);
    setRecovery(!recovery);
  }

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5" aria-label="Two-step sign-in">
      <FormMessage tone="error">{errors.summary}</FormMessage>
      {recovery ? (
        <TextField
          key="recovery"
          ref={focusOnMount}
          id="second-factor-recovery-code"
          name="recovery_code"
          label="Recovery code"
          hint="One of the codes you saved when you set up two-step sign-in. Each one works once."
          autoComplete="off"
          spellCheck={false}
          required
          error={errors.fields.recovery_code}
        />
      ) : (
        <TextField
          key="code"
          ref={focusOnMount}
          id="second-factor-code"
          name="code"
          label="Authentication code"
          hint="The six-digit code your authenticator app shows for the society."
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={8}
          required
          error={errors.fields.code}
        />
      )}
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <SubmitButton busy={busy}>
          {done ? 'Signed in, opening…' : busy ? 'Checking…' : 'Continue'}
        </SubmitButton>
        <button type="button" onClick={switchField} className={TEXT_LINK}>
          {recovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
        </button>
      </div>
    </form>
  );
}
