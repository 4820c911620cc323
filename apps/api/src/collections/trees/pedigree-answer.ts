import type { PedigreeAnswer } from '@society/record-search';
import type { ApiDb } from '../../api-db.ts';
import type { Visibility } from '../search/visibility.ts';
import { pedigreeOf } from './pedigree.ts';
import { personTree, treeRef } from './tree-collection.ts';

/** `GET /api/pedigrees/{id}`: the ancestors of a tree or birth-brief person, for the pedigree search. */
export async function pedigreeAnswer(
  db: ApiDb,
  personId: number,
  generations: number,
  visibility: Visibility,
): Promise<PedigreeAnswer> {
  const tree = await personTree(db, personId, visibility);
  return { tree: treeRef(tree), pedigree: await pedigreeOf(db, tree, personId, generations) };
}
