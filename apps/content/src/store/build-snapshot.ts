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
