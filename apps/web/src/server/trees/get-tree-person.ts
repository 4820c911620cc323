import 'server-only';
import { type TreePersonDetail, treePersonDetailSchema } from '@society/record-search';
import { apiRead } from '../api/api-client.ts';

/**
 * `…/family-trees-record/{id}`: one family tree person as this visitor may see them; null when there
 * is none to see (birth-brief people have their chart in the pedigree search instead).
 */
export async function getTreePerson(slug: string): Promise<TreePersonDetail | null> {
  if (!/^[1-9]\d{0,9}$/.test(slug) || Number(slug) > 2147483647) return null;
  const answer = await apiRead(`/api/trees/people/${slug}`, treePersonDetailSchema);
  return answer.ok && answer.data.tree.kind === 'family_tree' ? answer.data : null;
}
