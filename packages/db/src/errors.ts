/** A failure an operator can act on; its message is one line, printed without a stack trace. */
export class DatabaseSetupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseSetupError';
  }
}
