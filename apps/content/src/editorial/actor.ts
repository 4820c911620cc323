import type { Scope } from '@society/contract/scopes';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EditorialError } from '../store/editorial-error.ts';

/** The roles the studio acts with; a publisher may also publish, unpublish and run releases. */
export const EDITORIAL_ROLES = ['editor', 'publisher'] as const satisfies readonly Scope[];
export type EditorialRole = (typeof EDITORIAL_ROLES)[number];

/** Who a change is recorded against. */
export type Actor = { id: string; email: string; role: EditorialRole };

/** Headers the studio sends with the editor token to say on whose behalf it acts. */
export const ACTOR_HEADERS = { id: 'x-actor-id', email: 'x-actor-email', role: 'x-actor-role' } as const;

/** The token holder acting for itself: scripts, imports and the command line, with full rights. */
export const TOKEN_ACTOR: Actor = { id: 'editor-token', email: 'editor token', role: 'publisher' };

/** The release scheduler, publishing a release at its time. */
export const SCHEDULER_ACTOR: Actor = { id: 'scheduler', email: 'scheduled release', role: 'publisher' };

const actorSchema = z.object({
  id: z.string().min(1).max(100),
  email: z.string().min(3).max(320),
  role: z.enum(EDITORIAL_ROLES),
});

/**
 * The acting user of an editorial request: the three actor headers together, or none of them (the
 * token acting for itself). Half a set is refused rather than guessed.
 */
export function actorOf(request: FastifyRequest): Actor {
  const given = Object.fromEntries(
    Object.entries(ACTOR_HEADERS).map(([key, header]) => [key, request.headers[header]]),
  );
  if (Object.values(given).every((value) => value === undefined)) return TOKEN_ACTOR;
  const parsed = actorSchema.safeParse(given);
  if (!parsed.success) {
    throw new EditorialError(
      'invalid',
      'The acting user needs x-actor-id, x-actor-email and x-actor-role (editor or publisher).',
    );
  }
  return parsed.data;
}

/** Publishing, unpublishing and releases are the publisher's; an editor is refused (403). */
export function assertPublisher(actor: Actor): void {
  if (actor.role !== 'publisher')
    throw new EditorialError('forbidden', 'Only a publisher can publish, unpublish or schedule.');
}
