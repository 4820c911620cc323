import 'server-only';
import {
  type CollectionDetail,
  collectionDetailSchema,
  type TreeDetail,
  treeDetailSchema,
} from '@society/record-search';
import { apiRead } from '../api/api-client.ts';

export type TreePage =
  | { kind: 'tree'; detail: TreeDetail }
  /** A members-only tree this visitor may not open: what it holds, without names. */
  | { kind: 'locked'; detail: CollectionDetail }
  | { kind: 'not-found' };

/** `…/family-trees/{uid}?letter=X`: one tree as this visitor may see it. */
export async function getTreePage(uid: string, letter: string | undefined): Promise<TreePage> {
  const valid = letter && /^([A-Za-z]|#)$/.test(letter) ? letter : undefined;
  const answer = await apiRead(
    `/api/trees/${encodeURIComponent(uid)}${valid ? `?letter=${encodeURIComponent(valid)}` : ''}`,
    treeDetailSchema,
  );
  if (answer.ok) return { kind: 'tree', detail: answer.data };
  // The api hides a members-only tree from other readers; its collection summary says what it holds.
  const summary = await apiRead(`/api/collections/${encodeURIComponent(uid)}`, collectionDetailSchema);
  return summary.ok && summary.data.locked && summary.data.collection.kind === 'family_tree'
    ? { kind: 'locked', detail: summary.data }
    : { kind: 'not-found' };
}
