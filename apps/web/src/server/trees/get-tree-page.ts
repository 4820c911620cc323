import 'server-only';
import { type TreeDetail, treeDetailSchema } from '@society/record-search';
import { apiRead } from '../api/api-client.ts';

export type TreePage = { kind: 'tree'; detail: TreeDetail } | { kind: 'not-found' };

/** `…/family-trees/{uid}?letter=X`: one tree as this visitor may see it (members-only trees are 404 to guests). */
export async function getTreePage(uid: string, letter: string | undefined): Promise<TreePage> {
  const valid = letter && /^([A-Za-z]|#)$/.test(letter) ? letter : undefined;
  const answer = await apiRead(
    `/api/trees/${encodeURIComponent(uid)}${valid ? `?letter=${encodeURIComponent(valid)}` : ''}`,
    treeDetailSchema,
  );
  return answer.ok ? { kind: 'tree', detail: answer.data } : { kind: 'not-found' };
}
