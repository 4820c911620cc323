import { collectionPagePath, kindPath } from '@society/record-search/paths';

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

/** The id of a surname's group in a tree's people A to Z. */
export const surnameAnchor = (surname: string) =>
  `surname-${surname
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')}`;

/**
 * Where a surname of a tree's index leads: its group in the tree's people A to Z (the initial as
 * the api files it: accents removed, upper case), or its search when the initial is not A–Z.
 */
export function treeSurnameIndexPath(uid: string, surname: string): string {
  const initial = surname.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  if (!/^[A-Z]$/.test(initial)) return treeSurnamePath(uid, surname);
  return `${collectionPagePath({ uid, kind: 'family_tree' })}?letter=${initial}#${surnameAnchor(surname)}`;
}
