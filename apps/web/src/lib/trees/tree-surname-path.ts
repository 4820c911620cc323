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

/** The one entry of a tree's A–Z for surnames that do not begin with A to Z, and for no surname. */
export const OTHER_INITIAL = '#';

/**
 * Where a surname of a tree's index leads: its group in the tree's people A to Z, under its initial
 * as the api files it (accents removed, upper case; anything but A–Z under OTHER_INITIAL).
 */
export function treeSurnameIndexPath(uid: string, surname: string): string {
  const first = surname.normalize('NFD').replace(/\p{M}/gu, '').charAt(0).toUpperCase();
  const initial = /^[A-Z]$/.test(first) ? first : OTHER_INITIAL;
  return `${collectionPagePath({ uid, kind: 'family_tree' })}?letter=${encodeURIComponent(initial)}#${surnameAnchor(surname)}`;
}
