import { z } from 'zod';

/** The signed-in user as the api's `GET /api/user` describes them; other fields are kept. */
export const sessionUserSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  scope: z.array(z.string()).default([]),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The legacy `hasScope`: the user's `scope` list names the scope. */
export const hasScope = (user: SessionUser | null | undefined, scope: string): boolean =>
  Boolean(user?.scope.includes(scope));
