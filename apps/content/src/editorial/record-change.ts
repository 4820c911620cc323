import { documentChanges } from '@society/db/content-schema';
import type { ContentTx } from '../store/content-db.ts';
import type { Actor } from './actor.ts';

export type ChangeAction = (typeof documentChanges.$inferInsert)['action'];

export type Change = {
  documentId: string;
  action: ChangeAction;
  versionId?: number | null;
  detail?: string | null;
};

/** Writes who did what to which documents, in the transaction that did it. */
export async function recordChanges(tx: ContentTx, actor: Actor, changes: Change[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(documentChanges).values(
    changes.map((change) => ({
      documentId: change.documentId,
      versionId: change.versionId ?? null,
      action: change.action,
      detail: change.detail ?? null,
      actorId: actor.id,
      actorEmail: actor.email,
      actorRole: actor.role,
    })),
  );
}
