import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';
import { isEmptyIssue, issueField, issueMessage } from './validation-messages.ts';

/** Maps every error to an HTTP answer in one place; 5xx details stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.statusCode).headers(error.headers).send(error.toJSON());
    if (error.validation) {
      // A JSON endpoint called without a body (a form post, a bare beacon) is not JSON at all.
      if (error.validationContext === 'body' && request.body === undefined)
        return reply.code(415).send({ message: 'Unsupported Media Type' });
      // Like Laravel's route-model binding: an id that cannot exist names nothing.
      if (error.validationContext === 'params') return reply.code(404).send(HttpError.notFound().toJSON());
      const errors: Record<string, string[]> = {};
      const empty = new Set<string>();
      for (const issue of error.validation) {
        const field = issueField(issue);
        // As in Laravel, a missing or empty field gets only "is required", not every rule it fails.
        if (empty.has(field)) continue;
        const message = issueMessage(issue, field);
        if (isEmptyIssue(issue)) {
          empty.add(field);
          errors[field] = [message];
        } else if (!errors[field]?.includes(message)) errors[field] = [...(errors[field] ?? []), message];
      }
      return reply.code(422).send(HttpError.validation(errors).toJSON());
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
}
