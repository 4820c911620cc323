'use client';
import { SCOPES } from '@society/contract/scopes';
import { useRouter } from 'next/navigation';
import { type FormEvent, useId } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { TextField } from '../forms/text-field.tsx';
import { button } from '../member/ui.ts';
import { useApiAction } from '../member/use-api-action.ts';

/** Makes an account and e-mails its owner a link (valid a week) to choose a password. */
export function InviteAccountForm() {
  const id = useId();
  const router = useRouter();
  const { busy, errors, status, run } = useApiAction(['name', 'email', 'scopes']);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '');
    const ok = await run(async () => {
      await browserBackend()('POST', '/api/staff/accounts', {
        name: String(data.get('name') ?? ''),
        email,
        scopes: data.getAll('scopes').map(String),
      });
      router.refresh();
      return `Invitation sent to ${email}.`;
    });
    if (ok) form.reset();
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-lg border border-stone-200 bg-white p-5">
      <h2 id={`${id}-heading`} className="font-serif text-2xl font-semibold text-violet-950">
        Invite someone
      </h2>
      <p className="mt-1 text-stone-700">
        They get an e-mail with a link, valid for a week, to choose their password.
      </p>
      <form onSubmit={submit} noValidate className="mt-4 grid max-w-xl gap-4">
        <TextField
          id={`${id}-name`}
          name="name"
          label="Name"
          required
          autoComplete="off"
          error={errors.fields.name}
        />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          label="E-mail address"
          required
          autoComplete="off"
          error={errors.fields.email}
        />
        <fieldset>
          <legend className="font-medium text-stone-900">Scopes</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {SCOPES.map((scope) => (
              <label key={scope} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="scopes"
                  value={scope}
                  defaultChecked={scope === 'member'}
                  className="size-5 accent-violet-800"
                />
                {scope}
              </label>
            ))}
          </div>
        </fieldset>
        <FormMessage tone="error">{errors.summary}</FormMessage>
        <FormMessage tone="success">{status}</FormMessage>
        <div>
          <button type="submit" aria-disabled={busy || undefined} className={button.primary}>
            Send the invitation
          </button>
        </div>
      </form>
    </section>
  );
}
