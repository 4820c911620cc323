import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { QueryParsingError } from '../query/types.ts';
import { EditorialError } from '../store/editorial-error.ts';
import { PrismicError } from './prismic-error.ts';

/** The one place errors become HTTP answers. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof QueryParsingError) {
      const prismic = PrismicError.parsing(error.message, error.location, error.column);
      return reply.code(prismic.statusCode).send(prismic.toJSON());
    }
    if (error instanceof PrismicError) return reply.code(error.statusCode).send(error.toJSON());
    if (error instanceof EditorialError) {
      const fields = error.fields.length > 0 ? { fields: error.fields } : {};
      return reply
        .code(error.statusCode)
        .send({ error: error.code, message: error.message, ...fields, ...error.extra });
    }
    if (error instanceof ZodError) {
      const fields = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      const first = fields[0] ? ` ${fields[0].path || 'body'}: ${fields[0].message}` : '';
      return reply
        .code(422)
        .send({ error: 'invalid', message: `The request body is not valid.${first}`, fields });
    }
    const fastifyError = error as FastifyError;
    if (fastifyError.validation) {
      return reply.code(422).send({ error: 'invalid', message: fastifyError.message });
    }
    // PostgreSQL's data exceptions (22…) and integrity violations (23…) come from what a request
    // named or sent (a release that is not there, a value out of range): a 4xx, never a 500.
    const sqlState = (error.cause as { code?: unknown } | undefined)?.code;
    if (typeof sqlState === 'string' && /^2[23][0-9A-Z]{3}$/.test(sqlState)) {
      request.log.warn({ err: error }, 'request refused by the database');
      const conflict = sqlState.startsWith('23');
      return reply.code(conflict ? 409 : 422).send({
        error: conflict ? 'conflict' : 'invalid',
        message: conflict
          ? 'The request names something that does not exist or clashes with what is stored.'
          : 'The request holds a value the store cannot take.',
      });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status < 500)
      return reply.code(status).send({ error: fastifyError.code ?? 'bad_request', message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal', message: 'Internal error' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      type: 'api_notfound_error',
      message: `No route ${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}
