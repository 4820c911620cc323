import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from './http-error.ts';

/** Maps every error to an HTTP answer in one place; 5xx details stay in the log. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError)
      return reply.code(error.statusCode).headers(error.headers).send(error.toJSON());
    if (error.validation) {
      const errors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = (
          issue.instancePath.replace(/^\//, '') || String(issue.params?.missingProperty ?? 'body')
        ).replaceAll('/', '.');
        errors[field] = [...(errors[field] ?? []), `The ${field} field ${issue.message ?? 'is invalid'}.`];
      }
      const validation = HttpError.validation(errors);
      return reply.code(422).send(validation.toJSON());
    }
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Server Error' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
}
