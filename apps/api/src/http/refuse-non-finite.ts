import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

type Properties = Record<string, { type?: unknown }>;

const propertiesOf = (schema: unknown): Properties =>
  ((schema as { properties?: Properties } | undefined)?.properties ?? {}) as Properties;

const nonFinite = (value: unknown) =>
  [value].flat().some((item) => typeof item === 'number' && !Number.isFinite(item));

/**
 * After validation: a query or path parameter holding `Infinity`, `-Infinity` or `1e400`. The
 * validator turns such text into a number field's value and then skips its range checks (they
 * apply to finite numbers only), so without this the value would reach the database and fail
 * there. A path parameter names nothing (404, as any impossible id); a query field gets a 422.
 */
export async function refuseNonFinite(request: FastifyRequest): Promise<void> {
  const params = request.params as Record<string, unknown> | undefined;
  if (params && Object.values(params).some(nonFinite)) throw HttpError.notFound();
  const query = request.query as Record<string, unknown> | undefined;
  if (!query || typeof query !== 'object') return;
  const declared = propertiesOf(request.routeOptions.schema?.querystring);
  const errors: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(query)) {
    if (!nonFinite(value)) continue;
    const kind = [declared[field]?.type].flat().includes('integer') ? 'an integer' : 'a number';
    errors[field] = [`The ${field.replaceAll('_', ' ')} field must be ${kind}.`];
  }
  if (Object.keys(errors).length > 0) throw HttpError.validation(errors);
}
