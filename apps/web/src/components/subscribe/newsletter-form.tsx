'use client';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextField } from '../forms/text-field.tsx';
import { SignUpDone } from './sign-up-done.tsx';
import { textOf, useSignUp } from './use-sign-up.ts';

const FIELDS = ['email', 'name'] as const;

/** Newsletter sign-up: the api e-mails a confirmation link (double opt-in). */
export function NewsletterForm({ option }: { option: string }) {
  const { form, errors, busy, done, onSubmit } = useSignUp(
    '/api/subscriptions/newsletter',
    FIELDS,
    (data) => ({
      option,
      email: textOf(data, 'email'),
      name: textOf(data, 'name'),
    }),
  );
  if (done) return <SignUpDone title="Almost done" message={done} />;
  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label="Subscribe" className="space-y-5">
      <FormMessage tone="error">{errors.summary}</FormMessage>
      <TextField
        id="newsletter-email"
        name="email"
        type="email"
        label="E-mail address"
        autoComplete="email"
        required
        maxLength={254}
        error={errors.fields.email}
      />
      <TextField
        id="newsletter-name"
        name="name"
        label="Your name (optional)"
        autoComplete="name"
        maxLength={200}
        error={errors.fields.name}
      />
      <p className="text-sm text-stone-700">
        We will e-mail you a link to confirm. You can unsubscribe from every issue with one click.
      </p>
      <SubmitButton busy={busy}>{busy ? 'Subscribing…' : 'Subscribe'}</SubmitButton>
    </form>
  );
}
