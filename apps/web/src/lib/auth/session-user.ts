// zod/mini: this schema ships to the browser, where classic zod would add about 30 KB gzip to every page.
import { z } from 'zod/mini';

/** The signed-in user as the api's `GET /api/user` describes them; other fields are kept. */
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
