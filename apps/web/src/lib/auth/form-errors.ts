import { ApiError } from './api-error.ts';

export type FormErrors = {
  /** The first message per field, for the field's own error text. */
  fields: Record<string, string>;
  /** A message for the whole form, when the problem is not one field's. */
  summary: string | null;
};

export const NO_ERRORS: FormErrors = { fields: {}, summary: null };

const waitText = (seconds: number | null) =>
  seconds === null ? 'a minute' : seconds === 1 ? '1 second' : `${seconds} seconds`;

/** What a form shows for a failed api call: 422 field messages, 429 with the wait, else one line. */
export function formErrorsFrom(error: unknown, knownFields: readonly string[]): FormErrors {
  if (!(error instanceof ApiError)) {
    return { fields: {}, summary: 'The request did not reach the society’s server. Please try again.' };
  }
  if (error.status === 429) {
    const wait = waitText(error.retryAfterSeconds);
    return { fields: {}, summary: `Too many attempts. Please wait ${wait} and try again.` };
  }
  if (error.status === 422) {
    const fields: Record<string, string> = {};
    const other: string[] = [];
    for (const [field, messages] of Object.entries(error.errors)) {
      const first = messages[0];
      if (!first) continue;
      if (knownFields.includes(field)) fields[field] = first;
      else other.push(first);
    }
    const summary =
      other.length > 0 ? other.join(' ') : Object.keys(fields).length > 0 ? null : error.message;
    return { fields, summary };
  }
  if (error.status === 401) return { fields: {}, summary: 'You have been signed out. Please sign in again.' };
  if (error.status === 419) return { fields: {}, summary: 'Your session expired. Please try again.' };
  if (error.status === 404) return { fields: {}, summary: 'That item no longer exists.' };
  return { fields: {}, summary: 'Something went wrong on our side. Please try again in a moment.' };
}
