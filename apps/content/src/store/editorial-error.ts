export type EditorialErrorCode = 'not_found' | 'conflict' | 'invalid';

const statusOf: Record<EditorialErrorCode, number> = { not_found: 404, conflict: 409, invalid: 422 };

/** A refused editorial operation; the HTTP layer answers with `statusCode` and the message. */
export class EditorialError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: EditorialErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EditorialError';
    this.statusCode = statusOf[code];
  }
}
