import * as z from 'zod/mini';

/** Laravel's error body: `{message}` or `{message, errors: {field: [...]}}`. */
export const errorBodySchema = z.looseObject({
  message: z.optional(z.string()),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
