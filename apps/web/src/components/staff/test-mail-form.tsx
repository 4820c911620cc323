'use client';
import type { SmtpTestResult } from '@society/contract/staff';
import { type FormEvent, useId, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { TextField } from '../forms/text-field.tsx';
import { button } from '../member/ui.ts';
import { useApiAction } from '../member/use-api-action.ts';

/** Sends one message straight to the mail server and shows what it answered. */
export function TestMailForm({ defaultTo }: { defaultTo: string }) {
  const id = useId();
  const { busy, errors, run } = useApiAction(['to']);
  const [result, setResult] = useState<SmtpTestResult | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = String(new FormData(event.currentTarget).get('to') ?? '');
    setResult(null);
    await run(async () => {
      const { smtpTestResultSchema } = await import('@society/contract/staff');
      setResult(smtpTestResultSchema.parse(await browserBackend()('POST', '/api/staff/mail/test', { to })));
      return undefined;
    });
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-stone-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold text-violet-950">
        Test the mail settings
      </h2>
      <p className="mt-1 text-stone-700">Sends a short test message now, not through the outbox.</p>
      <form onSubmit={submit} noValidate className="mt-4 grid max-w-xl gap-4">
        <TextField
          id={`${id}-to`}
          name="to"
          type="email"
          label="Send the test to"
          required
          defaultValue={defaultTo}
          error={errors.fields.to}
        />
        <FormMessage tone="error">
          {errors.summary ?? (result && !result.ok ? `The mail server refused it: ${result.answer}` : null)}
        </FormMessage>
        <FormMessage tone="success">
          {result?.ok ? `The mail server accepted the message: ${result.answer}` : null}
        </FormMessage>
        <div>
          <button type="submit" aria-disabled={busy || undefined} className={button.primary}>
            Send a test message
          </button>
        </div>
      </form>
    </section>
  );
}
