'use client';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { button, input } from '../member/ui.ts';
import { useApiAction } from '../member/use-api-action.ts';
import { useAnnounce } from './staff-status.tsx';

/** Declines an application with a message, which the applicant is sent by e-mail. */
export function DeclineApplicationForm({ id, name }: { id: number; name: string }) {
  const fieldId = useId();
  const router = useRouter();
  const announce = useAnnounce();
  const { busy, errors, run } = useApiAction(['message']);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '');
    await run(async () => {
      await browserBackend()('POST', `/api/staff/membership-applications/${id}/decline`, { message });
      router.refresh();
      // The application leaves the list of new ones, this form with it: say so on the console's line.
      announce(`Declined: ${name} has been sent your message.`);
      return undefined;
    });
  }

  return (
    <details className="min-w-0 flex-1 rounded-md border border-red-200 p-3">
      <summary className="cursor-pointer font-medium text-red-800">Decline {name}…</summary>
      <form onSubmit={submit} noValidate className="mt-3 grid gap-3">
        <label htmlFor={fieldId} className="font-medium text-stone-900">
          Message to the applicant
        </label>
        <textarea
          id={fieldId}
          name="message"
          rows={4}
          maxLength={2000}
          required
          aria-invalid={errors.fields.message ? true : undefined}
          aria-describedby={errors.fields.message ? `${fieldId}-error` : undefined}
          className={input}
        />
        {errors.fields.message ? (
          <p id={`${fieldId}-error`} className="text-sm text-red-800">
            Write the message the applicant will receive.
          </p>
        ) : null}
        <FormMessage tone="error">{errors.summary}</FormMessage>
        <div>
          <button type="submit" aria-disabled={busy || undefined} className={button.danger}>
            Decline and send the message
          </button>
        </div>
      </form>
    </details>
  );
}
