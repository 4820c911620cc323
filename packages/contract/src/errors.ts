import { z } from 'zod';

/**
 * The api's error body for every answer outside 2xx (Laravel's shape): `{message}`, and for invalid
 * input `{message, errors: {field: [messages]}}`. Other fields are kept.
 */
export const errorBodySchema = z.looseObject({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
