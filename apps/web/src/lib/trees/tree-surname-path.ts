import { kindPath } from '@society/record-search/paths';

/**
 * The family trees search for one surname within one tree (exact spelling, as in the tree's index),
 * written in the record search's canonical order so following it needs no redirect.
 */
export const treeSurnamePath = (uid: string, surname: string) =>
  `${kindPath('family_tree')}?${new URLSearchParams([
    ['surname', surname],
    ['surname_match', 'exact'],
    ['type', 'tree_person'],
    ['collection', uid],
  ]).toString()}`;
