import { userSchema } from '@society/contract/user';
import type { SessionUser } from './session-user.ts';

function propertyOf(body: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, key)) return undefined;
    return (value as Record<string, unknown>)[key];
  }, body);
}

/**
 * The user in a user-endpoint body: the whole body when `property` is `false`, else the (dotted)
 * field it names. A missing user is the catalogue's error, worded as the legacy library worded it.
 */
export function userFromResponse(body: unknown, property: string | false): SessionUser {
  const value = property === false ? body : propertyOf(body, property);
  if (typeof value !== 'object' || value === null) {
    throw new Error(`User Data response does not contain field ${property}`);
  }
  const parsed = userSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The user endpoint answered with an unusable user (${problems.join('; ')})`);
  }
  return parsed.data;
}
