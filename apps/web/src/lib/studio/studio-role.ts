import type { Scope } from '@society/contract/scopes';

/** The studio's two roles: an editor edits and previews; a publisher also publishes and schedules. */
export type StudioRole = Extract<Scope, 'editor' | 'publisher'>;

export const canPublish = (role: StudioRole): boolean => role === 'publisher';
