import type { User } from '@society/contract/user';

/** The signed-in user as the api's `GET /api/user` describes them (the shared contract's user). */
export type SessionUser = User;

/** The legacy `hasScope`: the user's `scope` list names the scope. */
export const hasScope = (user: SessionUser | null | undefined, scope: string): boolean =>
  Boolean(user?.scope.includes(scope));
