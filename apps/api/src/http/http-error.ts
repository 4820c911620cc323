import type { ErrorBody } from '@society/contract/errors';
import { SECOND_FACTOR_MESSAGES } from '@society/contract/second-factor';

/** The api's one error model: Laravel's status codes and JSON bodies, which the site expects. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers: Record<string, string> = {},
    /** More fields of the body, beside `message` (a machine-readable reason). */
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toJSON(): ErrorBody {
    return this.errors
      ? { ...this.extra, message: this.message, errors: this.errors }
      : { ...this.extra, message: this.message };
  }

  static unauthenticated = () => new HttpError(401, 'Unauthenticated.');
  static forbidden = () => new HttpError(403, 'This action is unauthorized.');
  /** 403 until the session has passed a second factor: `second_factor` says what is missing. */
  static secondFactorRequired = (needed: 'enrol' | 'verify') =>
    new HttpError(403, SECOND_FACTOR_MESSAGES[needed], undefined, {}, { second_factor: needed });
  static notFound = () => new HttpError(404, 'Not Found');
  static csrfMismatch = () => new HttpError(419, 'CSRF token mismatch.');
  static tooManyAttempts = (retryAfterSeconds: number) =>
    new HttpError(429, 'Too Many Attempts.', undefined, { 'retry-after': String(retryAfterSeconds) });

  /** 422 with Laravel's summary message: the first error plus "(and N more errors)". */
  static validation(errors: Record<string, string[]>) {
    const messages = Object.values(errors).flat();
    const more = messages.length - 1;
    const summary =
      more > 0 ? `${messages[0]} (and ${more} more ${more === 1 ? 'error' : 'errors'})` : messages[0]!;
    return new HttpError(422, summary, errors);
  }
}
