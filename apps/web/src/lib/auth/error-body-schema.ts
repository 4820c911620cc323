import { z } from 'zod';

/** Laravel's error body: `{message}` or `{message, errors: {field: [...]}}`. */
export const errorBodySchema = z.looseObject({
  message: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
