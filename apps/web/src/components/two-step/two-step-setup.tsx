'use client';
import type { Enrolment } from '@society/contract/second-factor';
import { type FormEvent, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { FormMessage } from '../forms/form-message.tsx';
import { SubmitButton } from '../forms/submit-button.tsx';
import { TextField } from '../forms/text-field.tsx';
import { focusOnMount } from '../member/focus.ts';
import { button } from '../member/ui.ts';
import { useApiAction } from '../member/use-api-action.ts';
import { TEXT_LINK } from '../text-link.ts';
import { RecoveryCodeList } from './recovery-code-list.tsx';

const heading = 'font-serif text-2xl font-semibold text-violet-950 focus:outline-none';
/** The key as apps show it: groups of four, easier to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Enrolment: a new key (QR code and text), confirmed by the app's first code; then the recovery codes. */
export function TwoStepSetup({ email, target }: { email: string; target: string | null }) {
  const start = useApiAction(['password']);
  const confirm = useApiAction(['code']);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const hydrated = useHydrated();
  // Long after signing in the api asks for the password again; the field stays once asked for.
  const [askedPassword, setAskedPassword] = useState(false);
  const passwordNeeded = askedPassword || Boolean(start.errors.fields.password);

  const begin = (password?: string) =>
    start.run(async () => {
      const { enrolmentSchema } = await import('@society/contract/second-factor');
      const body = password === undefined ? undefined : { password };
      setEnrolment(enrolmentSchema.parse(await browserBackend()('POST', '/api/user/two-factor', body)));
      return undefined;
    });

  function withPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAskedPassword(true);
    void begin(String(new FormData(event.currentTarget).get('password') ?? ''));
  }

  function finish(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    void confirm.run(async () => {
      const { recoveryCodesSchema } = await import('@society/contract/second-factor');
      const answer = await browserBackend()('POST', '/api/user/two-factor/confirm', { code });
      setCodes(recoveryCodesSchema.parse(answer).recovery_codes);
      return undefined;
    });
  }

  // Each step is its own element (`key`), so its heading mounts anew and takes the focus.
  if (codes)
    return (
      <div key="codes" className="space-y-6">
        <h2 id="two-step-heading" ref={focusOnMount} tabIndex={-1} className={heading}>
          Two-step sign-in is on
        </h2>
        <p>
          From now on, signing in as {email} asks for a code from your authenticator app after your password.
        </p>
        <RecoveryCodeList codes={codes} />
        <a href={target ?? '/user-account'} className={button.primary}>
          {target ? 'I have saved my recovery codes, continue' : 'I have saved my recovery codes'}
        </a>
      </div>
    );

  if (enrolment)
    return (
      <div key="enrolment" className="space-y-6">
        <h2 id="two-step-heading" ref={focusOnMount} tabIndex={-1} className={heading}>
          Add the society to your authenticator app
        </h2>
        <ol className="list-decimal space-y-6 pl-6">
          <li className="space-y-3">
            <p>In your authenticator app, add an account and scan this QR code.</p>
            {/* biome-ignore lint/performance/noImgElement: an SVG drawn by the api, not an image to optimise. */}
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qr_svg)}`}
              alt="QR code that adds your society account to an authenticator app"
              width={208}
              height={208}
              className="rounded-md border border-stone-200"
            />
            <p>
              Cannot scan it? Choose to enter a key instead, and type this one (time-based):{' '}
              <code id="two-step-key" className="rounded bg-stone-100 px-2 py-1 font-mono text-lg break-all">
                {grouped(enrolment.secret)}
              </code>
            </p>
          </li>
          <li>
            <form onSubmit={finish} noValidate className="space-y-4" aria-label="Confirm two-step sign-in">
              <FormMessage tone="error">{confirm.errors.summary}</FormMessage>
              <TextField
                id="two-step-first-code"
                name="code"
                label="Code from the app"
                hint="The six-digit code the app now shows for the society."
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                required
                error={confirm.errors.fields.code}
              />
              <SubmitButton busy={confirm.busy} className={button.primary}>
                Turn on two-step sign-in
              </SubmitButton>
            </form>
          </li>
        </ol>
      </div>
    );

  return (
    <div className="space-y-4">
      <h2 id="two-step-heading" className={heading}>
        Two-step sign-in is off
      </h2>
      <p>
        You need an authenticator app on your phone. Setting it up takes a minute: scan a QR code, type the
        code the app shows, and keep the recovery codes you are given.
      </p>
      <FormMessage tone="error">{start.errors.summary}</FormMessage>
      {passwordNeeded ? (
        <form onSubmit={withPassword} noValidate className="space-y-4" aria-label="Confirm it is you">
          <TextField
            ref={focusOnMount}
            id="two-step-password"
            name="password"
            type="password"
            label="Your password"
            autoComplete="current-password"
            required
            error={start.errors.fields.password}
          />
          <SubmitButton busy={start.busy} className={button.primary}>
            Continue setting up two-step sign-in
          </SubmitButton>
        </form>
      ) : (
        <button
          type="button"
          onClick={() => void begin()}
          disabled={!hydrated}
          aria-disabled={start.busy || undefined}
          className={button.primary}
        >
          Set up two-step sign-in
        </button>
      )}
      <p>
        <a href="/user-account" className={TEXT_LINK}>
          Back to my account
        </a>
      </p>
    </div>
  );
}
