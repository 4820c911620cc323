import * as z from 'zod/mini';

/**
 * The signed-in user as the api's `GET /api/user` describes them; other fields are kept.
 * Schemas the browser loads on every page use `zod/mini`, which tree-shakes to a few KB.
 */
export const sessionUserSchema = z.looseObject({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  scope: z._default(z.array(z.string()), []),
});

export type SessionUser = z.infer<typeof sessionUserSchema>;

/** The legacy `hasScope`: the user's `scope` list names the scope. */
export const hasScope = (user: SessionUser | null | undefined, scope: string): boolean =>
  Boolean(user?.scope.includes(scope));
