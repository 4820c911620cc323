import { z } from 'zod';

/** The signed-in user as `GET /api/user` (and `PATCH /api/user`) answers: the whole body. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** What the user may do: `member`, `staff`, … */
  scope: z.array(z.string()),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});

export type User = z.infer<typeof userSchema>;
