'use client';
import { type FormEvent, useRef, useState } from 'react';
import { browserBackend } from '../../lib/auth/backend-fetch.ts';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '../../lib/auth/form-errors.ts';

/**
 * A public sign-up form posting JSON to the api through the site's origin (with the XSRF token):
 * the api's 422 messages land on their fields and focus goes to the first; nothing typed is lost.
 * On success the api's message replaces the form.
 */
export function useSignUp<Field extends string>(
  path: string,
  fields: readonly Field[],
  body: (data: FormData) => Record<string, unknown>,
) {
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const answer = await browserBackend()('POST', path, body(data));
      // Loaded on first use, as the error parser is: zod stays out of the page's first load.
      const { messageAnswerSchema } = await import('@society/contract/subscriptions');
      setDone(messageAnswerSchema.parse(answer).message);
    } catch (error) {
      const found = formErrorsFrom(error, fields);
      setErrors(found);
      const first = fields.find((field) => found.fields[field]);
      if (first) form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  return { form, errors, busy, done, onSubmit };
}

/** A form field's text, trimmed as the api trims it. */
export const textOf = (data: FormData, name: string): string => String(data.get(name) ?? '').trim();
