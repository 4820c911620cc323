/**
 * Errors as Prismic's Content API sends them, so `@prismicio/client` raises the same classes
 * (ParsingError, ForbiddenError, RefNotFoundError, RefExpiredError, PreviewTokenExpiredError).
 */
export class PrismicError extends Error {
  constructor(
    readonly statusCode: number,
    readonly type: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'PrismicError';
  }

  toJSON() {
    return { type: this.type, message: this.message, ...this.extra };
  }

  static parsing(message: string, location = '', column = 0) {
    return new PrismicError(400, 'parsing-error', message, {
      pos: { line: 1, column, id: 0, location },
    });
  }

  static invalidToken() {
    return new PrismicError(401, 'api_security_error', 'Invalid access token');
  }

  /** A release ref asked for without the access token that may read releases. */
  static refNeedsToken() {
    return new PrismicError(401, 'api_security_error', 'This ref needs an access token');
  }

  static refNotFound(masterRef: string) {
    return new PrismicError(
      404,
      'api_notfound_error',
      `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${masterRef}`,
    );
  }

  static refExpired(masterRef: string) {
    return new PrismicError(410, 'api_validation_error', `Ref expired. Master ref is: ${masterRef}`);
  }

  static previewExpired() {
    return new PrismicError(404, 'api_security_error', 'This preview token has expired');
  }
}
