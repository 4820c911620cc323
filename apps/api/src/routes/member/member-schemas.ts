import { HttpError } from '../../http/http-error.ts';

/** JSON schemas shared by the member-area routes. */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
} as const;

/** A path on this site: starts with one slash, safe URL characters only. */
export const sitePath = {
  type: 'string',
  minLength: 1,
  maxLength: 2000,
  pattern: "^/(?![/\\\\])[A-Za-z0-9\\-._~!$&'()*+,;=:@/%?]*$",
} as const;

export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const noContent = { 204: { type: 'null' } } as const;

/**
 * The fields a PATCH changes. `minProperties` is checked before unknown fields are stripped, so a
 * body of unknown fields only arrives here empty: refuse it like an empty one.
 */
export function someChanges<T extends object>(body: T): T {
  if (Object.keys(body).length === 0)
    throw HttpError.validation({ body: ['The body must have at least 1 field.'] });
  return body;
}
