'use client';
import { type FormEvent, useRef, useState } from 'react';
import { SECOND_FACTOR_NEEDED } from '../../lib/auth/auth-client.ts';
import type { StrategyName } from '../../lib/auth/auth-strategies.ts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '../../lib/auth/form-errors.ts';
import { authStore } from '../../lib/auth/use-auth.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextField } from '../forms/text-field.tsx';
import { SecondFactorForm } from './second-factor-form.tsx';

const FIELDS = ['email', 'password'] as const;

/**
 * E-mail and password sign-in, then the code when the account has two-step sign-in; on success
 * the page's AuthWatch takes the member on.
 */
export function SignInForm({ strategy }: { strategy: StrategyName }) {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [secondStep, setSecondStep] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const signedIn = await authStore().login(
        {
          email: String(data.get('email') ?? ''),
          password: String(data.get('password') ?? ''),
          remember: data.get('remember') === 'on',
        },
        strategy,
      );
      if (signedIn === SECOND_FACTOR_NEEDED) setSecondStep(true);
      else setDone(true);
    } catch (error) {
      const found = formErrorsFrom(error, FIELDS);
      setErrors(found);
      setBusy(false);
      const first = FIELDS.find((field) => found.fields[field]);
      if (first) form.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    }
  }

  if (secondStep)
    return (
      <div className="space-y-4">
        <h2 className="font-serif text-xl font-semibold text-violet-950">Two-step sign-in</h2>
        <p>Your password is right. Now enter the code from your authenticator app.</p>
        <SecondFactorForm />
      </div>
    );

  return (
    <form ref={form} onSubmit={submit} noValidate className="space-y-5" aria-label="Sign in">
      <FormMessage tone="error">{errors.summary}</FormMessage>
      <TextField
        id="sign-in-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="username"
        required
        error={errors.fields.email}
      />
      <TextField
        id="sign-in-password"
        name="password"
        type="password"
        label="Password"
        autoComplete="current-password"
        required
        error={errors.fields.password}
      />
      <div className="flex items-center gap-2">
        <input id="sign-in-remember" name="remember" type="checkbox" className="size-4 accent-violet-800" />
        <label htmlFor="sign-in-remember">Keep me signed in on this device</label>
      </div>
      <SubmitButton busy={busy}>
        {done ? 'Signed in, opening…' : busy ? 'Signing in…' : 'Sign in'}
      </SubmitButton>
    </form>
  );
}
