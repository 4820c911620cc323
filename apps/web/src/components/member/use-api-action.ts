'use client';
import { useState } from 'react';
import { type FormErrors, formErrorsFrom, NO_ERRORS } from '../../lib/auth/form-errors.ts';

/**
 * Runs one api change at a time for a piece of UI: `busy` while it runs, the api's errors after,
 * and a status line to announce the result.
 */
export function useApiAction(fields: readonly string[] = []) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [status, setStatus] = useState('');

  async function run(action: () => Promise<string | undefined>): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      setStatus((await action()) ?? '');
      return true;
    } catch (error) {
      setErrors(formErrorsFrom(error, fields));
      setStatus('');
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, errors, status, run };
}
