import { z } from 'zod';

/** A route's response JSON schema from the shared zod schema (one definition for api and web). */
export const responseSchema = (schema: z.ZodType) => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, { target: 'draft-07', io: 'output' });
  return json;
};
