import { ApiError } from '../../lib/auth/api-error.ts';
import { formErrorsFrom } from '../../lib/auth/form-errors.ts';

/** One line for a failed booking call: the api's own words for refusals it explains (403, 409, 422). */
export function bookingErrorText(error: unknown): string {
  if (error instanceof ApiError && [403, 409].includes(error.status)) return error.message;
  const { fields, summary } = formErrorsFrom(error, []);
  return summary ?? Object.values(fields)[0] ?? 'The booking could not be changed. Please try again.';
}
