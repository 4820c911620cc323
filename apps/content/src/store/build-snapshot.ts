import type { Snapshot, StoredDocument } from '../query/types.ts';

/** Published documents with later versions laid over them, in order (release, then drafts). */
export function buildSnapshot(
  ref: string,
  masterLang: string,
  published: readonly StoredDocument[],
  ...overlays: readonly StoredDocument[][]
): Snapshot {
  const byId = new Map(published.map((doc) => [doc.id, doc]));
  for (const overlay of overlays) for (const doc of overlay) byId.set(doc.id, doc);
  return { ref, masterLang, documents: [...byId.values()], byId };
}

/** Whether a document is for signed-in members only (the content model's `members_only` box). */
export const isMembersOnly = (doc: StoredDocument) => doc.data.members_only === true;

/** What a guest reads under the same ref: members-only documents left out (links to them break). */
export function guestSnapshot(snapshot: Snapshot): Snapshot {
  const documents = snapshot.documents.filter((doc) => !isMembersOnly(doc));
  return { ...snapshot, documents, byId: new Map(documents.map((doc) => [doc.id, doc])) };
}
