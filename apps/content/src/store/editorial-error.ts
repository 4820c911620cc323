export type EditorialErrorCode = 'not_found' | 'conflict' | 'invalid' | 'forbidden';

/** One refused field of a request, named by its path as JavaScript writes it (`data.start`, `documents[3].data.body[2].spans[0]`). */
export type FieldProblem = { path: string; message: string };

const statusOf: Record<EditorialErrorCode, number> = {
  not_found: 404,
  conflict: 409,
  invalid: 422,
  forbidden: 403,
};

/** A refused editorial operation; the HTTP layer answers with `statusCode`, the message and any fields. */
export class EditorialError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: EditorialErrorCode,
    message: string,
    readonly fields: FieldProblem[] = [],
    /** More the client can act on, sent beside the message (a conflict's current version). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'EditorialError';
    this.statusCode = statusOf[code];
  }
}
