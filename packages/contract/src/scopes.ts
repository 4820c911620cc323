import { z } from 'zod';

/**
 * What an account may do. `member`: the member area and members-only collections; `staff`: the
 * staff console and staff api routes; `editor`: the content studio (edit and preview);
 * `publisher`: the studio's publishing too. Scopes are stored as given, so this list is the one
 * place a new one is added.
 */
export const SCOPES = ['member', 'staff', 'editor', 'publisher'] as const;

export type Scope = (typeof SCOPES)[number];

export const scopeSchema = z.enum(SCOPES);

/** Scopes that can change what others see or do: their accounts need a second factor. */
export const SECOND_FACTOR_SCOPES: readonly Scope[] = ['staff', 'editor', 'publisher'];

export function isScope(value: string): value is Scope {
  return (SCOPES as readonly string[]).includes(value);
}
