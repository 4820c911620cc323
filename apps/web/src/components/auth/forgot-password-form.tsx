'use client';
import { type FormEvent, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '../../lib/auth/form-errors.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextField } from '../forms/text-field.tsx';

/** Asks for a reset link; the api answers the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const answer = await browserBackend()<{ message?: string }>('POST', '/forgot-password', { email });
      setSent(answer?.message ?? 'We have emailed your password reset link.');
    } catch (error) {
      setErrors(formErrorsFrom(error, ['email']));
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <FormMessage tone="success">
        {sent} If the address has an account, the e-mail arrives within a few minutes; the link works for one
        hour.
      </FormMessage>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Reset your password">
      <FormMessage tone="error">{errors.summary}</FormMessage>
      <TextField
        id="forgot-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        required
        error={errors.fields.email}
      />
      <SubmitButton busy={busy}>{busy ? 'Sending…' : 'Send the reset link'}</SubmitButton>
    </form>
  );
}
