/** A backend answer outside 2xx, with Laravel's body: `{message}` or `{message, errors: {field: [...]}}`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Readonly<Record<string, readonly string[]>> = {},
    /** From `Retry-After` on 429. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The first message for a form field, if the api gave one. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

function retryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isInteger(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

export async function apiErrorFrom(response: Response): Promise<ApiError> {
  // Loaded on first use: zod (about 30 KB gzip) stays out of every page's first-load JavaScript.
  const { errorBodySchema } = await import('@society/contract/errors');
  const body = errorBodySchema.safeParse(await response.json().catch(() => null));
  const message = (body.success && body.data.message) || `The request failed (${response.status}).`;
  const errors = (body.success && body.data.errors) || {};
  return new ApiError(response.status, message, errors, retryAfter(response.headers.get('retry-after')));
}
