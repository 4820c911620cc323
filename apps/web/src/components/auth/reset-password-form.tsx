'use client';
import { type FormEvent, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '../../lib/auth/form-errors.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextField } from '../forms/text-field.tsx';
import { SiteLink } from '../site-link.tsx';

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

/** Chooses a new password with the single-use token from the e-mailed link. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const answer = await browserBackend()<{ message?: string }>('POST', '/reset-password', {
        token,
        email: String(data.get('email') ?? ''),
        password: String(data.get('password') ?? ''),
        password_confirmation: String(data.get('password_confirmation') ?? ''),
      });
      setDone(answer?.message ?? 'Your password has been reset.');
    } catch (error) {
      setErrors(formErrorsFrom(error, FIELDS));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <div className="space-y-5">
        <FormMessage tone="success">{done}</FormMessage>
        <SiteLink
          href="/login"
          className="inline-flex rounded-md bg-violet-800 px-5 py-2.5 font-semibold text-white hover:bg-violet-900"
        >
          Sign in with the new password
        </SiteLink>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Choose a new password">
      <FormMessage tone="error">{errors.summary}</FormMessage>
      <TextField
        id="reset-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="username"
        defaultValue={email}
        required
        error={errors.fields.email}
      />
      <TextField
        id="reset-password"
        name="password"
        type="password"
        label="New password"
        hint="At least 12 characters. A few unrelated words make a strong one."
        autoComplete="new-password"
        minLength={12}
        required
        error={errors.fields.password}
      />
      <TextField
        id="reset-password-confirmation"
        name="password_confirmation"
        type="password"
        label="New password again"
        autoComplete="new-password"
        required
        error={errors.fields.password_confirmation}
      />
      <SubmitButton busy={busy}>{busy ? 'Saving…' : 'Save the new password'}</SubmitButton>
    </form>
  );
}
