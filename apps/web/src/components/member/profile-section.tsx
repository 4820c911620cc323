'use client';
import { type FormEvent, useRef, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import type { SessionUser } from '../../lib/auth/session-user.ts';
import { authStore } from '../../lib/auth/use-auth.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { TextField } from '../forms/text-field.tsx';
import { focusOnMount } from './focus.ts';
import { MemberSection, StatusLine } from './member-section.tsx';
import { button } from './ui.ts';
import { useApiAction } from './use-api-action.ts';

const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

function NameForm({ user }: { user: SessionUser }) {
  const action = useApiAction(['name']);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    void action.run(async () => {
      const { userSchema } = await import('@society/contract/user');
      const updated = userSchema.parse(await browserBackend()('PATCH', '/api/user', { name }));
      authStore().setUser(updated);
      return 'Your name is saved.';
    });
  }
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Your name">
      <FormMessage tone="error">{action.errors.summary}</FormMessage>
      <TextField
        id="profile-name"
        name="name"
        label="Name"
        defaultValue={user.name}
        required
        maxLength={200}
        autoComplete="name"
        error={action.errors.fields.name}
      />
      <p className="text-stone-700">
        E-mail address: <strong>{user.email}</strong>. To change it, write to the membership secretary.
      </p>
      <button type="submit" aria-disabled={action.busy || undefined} className={button.primary}>
        Save name
      </button>
      <StatusLine>{action.status}</StatusLine>
    </form>
  );
}

function PasswordForm() {
  const action = useApiAction(PASSWORD_FIELDS);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    void action
      .run(async () => {
        await browserBackend()('PUT', '/api/user/password', {
          current_password: String(data.get('current_password') ?? ''),
          password: String(data.get('password') ?? ''),
          password_confirmation: String(data.get('password_confirmation') ?? ''),
        });
        return 'Your password is changed. Any other devices have been signed out.';
      })
      .then((ok) => ok && form.reset());
  }
  const { fields } = action.errors;
  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Change password">
      <h3 className="font-serif text-xl font-semibold text-violet-950">Change password</h3>
      <FormMessage tone="error">{action.errors.summary}</FormMessage>
      <TextField
        id="current-password"
        name="current_password"
        type="password"
        label="Current password"
        autoComplete="current-password"
        required
        error={fields.current_password}
      />
      <TextField
        id="new-password"
        name="password"
        type="password"
        label="New password"
        hint="At least 12 characters."
        autoComplete="new-password"
        minLength={12}
        required
        error={fields.password}
      />
      <TextField
        id="new-password-confirmation"
        name="password_confirmation"
        type="password"
        label="New password again"
        autoComplete="new-password"
        required
        error={fields.password_confirmation}
      />
      <button type="submit" aria-disabled={action.busy || undefined} className={button.primary}>
        Change password
      </button>
      <StatusLine>{action.status}</StatusLine>
    </form>
  );
}

function SignOutEverywhere() {
  const action = useApiAction();
  const [asked, setAsked] = useState(false);
  const askButton = useRef<HTMLButtonElement>(null);
  const cancel = () => {
    setAsked(false);
    requestAnimationFrame(() => askButton.current?.focus());
  };
  const signOut = () =>
    action.run(async () => {
      await browserBackend()('POST', '/api/user/sign-out-everywhere');
      authStore().setUser(null);
      return 'Signed out everywhere.';
    });
  return (
    <div className="space-y-3">
      <h3 className="font-serif text-xl font-semibold text-violet-950">Sign out everywhere</h3>
      <p className="text-stone-700">Ends every session of your account, on this device and all others.</p>
      <FormMessage tone="error">{action.errors.summary}</FormMessage>
      {asked ? (
        <div className="flex flex-wrap gap-3">
          <button
            ref={focusOnMount}
            type="button"
            onClick={signOut}
            aria-disabled={action.busy || undefined}
            className={button.danger}
          >
            Yes, sign out everywhere
          </button>
          <button type="button" onClick={cancel} className={button.secondary}>
            Cancel
          </button>
        </div>
      ) : (
        <button ref={askButton} type="button" onClick={() => setAsked(true)} className={button.secondary}>
          Sign out everywhere
        </button>
      )}
    </div>
  );
}

export function ProfileSection({ user }: { user: SessionUser }) {
  return (
    <MemberSection id="profile" title="Profile">
      <div className="grid gap-8 rounded-xl border border-stone-200 bg-white p-6 shadow-sm md:grid-cols-2">
        <NameForm user={user} />
        <PasswordForm />
        <div className="md:col-span-2">
          <SignOutEverywhere />
        </div>
      </div>
    </MemberSection>
  );
}
