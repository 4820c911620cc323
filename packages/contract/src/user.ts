import { z } from 'zod';

/** The signed-in user as `GET /api/user` (and `PATCH /api/user`) answers: the whole body. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** What the user may do: `member`, `staff`, … */
  scope: z.array(z.string()),
  /**
   * What the session still lacks before staff tools or the studio open (accounts with a scope that
   * needs two-step sign-in): `enrol` or `verify`; null or absent when nothing.
   */
  second_factor_needed: z.enum(['enrol', 'verify']).nullable().optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
});

export type User = z.infer<typeof userSchema>;
