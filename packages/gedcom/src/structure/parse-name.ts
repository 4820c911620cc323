import type { GedcomNode } from '../tokenize/read-gedcom-records.ts';
import type { GedcomName, WrittenName } from './gedcom-entry.ts';
import { childText } from './node-helpers.ts';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A piece without slashes (they mark the surname in the written form). */
const piece = (node: GedcomNode, tag: string) => {
  const text = childText(node, tag);
  return text === null ? null : collapse(text.replace(/\//g, ' ')) || null;
};
/** GIVN and SURN may list several names separated by commas: for indexing they are one name. */
const listPiece = (node: GedcomNode, tag: string) => {
  const text = piece(node, tag);
  return text === null ? null : collapse(text.replace(/,/g, ' ')) || null;
};
const contains = (text: string, part: string) =>
  ` ${text.toLowerCase()} `.includes(` ${part.toLowerCase()} `);
/** "de" + "la Fontaine", "d'" + "Arcy": a prefix ending in an apostrophe is joined without a space. */
const joinPrefix = (prefix: string, surname: string) =>
  surname === '' ? prefix : /['’]$/.test(prefix) ? `${prefix}${surname}` : `${prefix} ${surname}`;

/**
 * The name as the file writes it: NAME's own words, the surname being what stands between the
 * slashes, with the pieces NAME leaves out (a title, a surname prefix, a suffix) added where they
 * belong; built from the pieces alone when NAME has no words.
 */
function writtenName(
  value: string,
  pieces: Record<'npfx' | 'givn' | 'spfx' | 'surn' | 'nsfx', string | null>,
) {
  const { npfx, givn, spfx, surn, nsfx } = pieces;
  if (value.trim() === '') {
    return {
      before: [npfx, givn].filter(Boolean).join(' '),
      surname: surn === null ? (spfx ?? '') : spfx ? joinPrefix(spfx, surn) : surn,
      after: nsfx ?? '',
    };
  }
  const slashed = /^(.*?)\/(.*?)(?:\/(.*))?$/s.exec(value);
  const written: WrittenName = slashed
    ? {
        before: collapse(slashed[1] ?? ''),
        surname: collapse(slashed[2] ?? ''),
        after: collapse((slashed[3] ?? '').replace(/\//g, ' ')),
      }
    : { before: collapse(value), surname: '', after: '' };
  if (!slashed && surn !== null && written.before.toLowerCase().endsWith(` ${surn.toLowerCase()}`)) {
    // "John Smith" with SURN Smith: the surname is the last word(s), as SURN says.
    written.surname = written.before.slice(-surn.length);
    written.before = written.before.slice(0, -surn.length - 1);
  }
  if (npfx && !contains(written.before, npfx)) written.before = collapse(`${npfx} ${written.before}`);
  if (spfx && written.surname !== '' && !written.surname.toLowerCase().startsWith(spfx.toLowerCase()))
    written.surname = joinPrefix(spfx, written.surname);
  if (nsfx && !contains(`${written.before} ${written.after}`, nsfx))
    written.after = collapse(`${written.after} ${nsfx}`);
  return written;
}

/** The written name as one line of text (no surname marks). */
export const writtenText = ({ before, surname, after }: WrittenName) =>
  [before, surname, after].filter(Boolean).join(' ');

/** "van Gogh" with SPFX "van" is sorted and indexed as Gogh. */
function withoutPrefix(surname: string | null, prefix: string | null): string | null {
  if (surname === null || prefix === null) return surname;
  if (!surname.toLowerCase().startsWith(prefix.toLowerCase())) return surname;
  return collapse(surname.slice(prefix.length)) || surname;
}

/**
 * A NAME structure. For display, the name as written (`written`, with the surname marked); for
 * indexing and sorting, the pieces: GIVN, SURN, NPFX, NSFX, SPFX and NICK when present, else the
 * split of the value ("John /Smith/ Jr": given John, surname Smith, suffix Jr). A GIVN or SURN list
 * ("John, Henry") is one name for indexing.
 */
export function parseName(node: GedcomNode): GedcomName {
  const value = node.value;
  const slashed = /^(.*?)\/(.*?)(?:\/(.*))?$/s.exec(value);
  const fromValue = (text: string | undefined) => (text === undefined ? null : collapse(text) || null);
  const pieces = {
    npfx: piece(node, 'NPFX'),
    givn: listPiece(node, 'GIVN'),
    spfx: piece(node, 'SPFX'),
    surn: listPiece(node, 'SURN'),
    nsfx: piece(node, 'NSFX'),
  };
  const written = writtenName(value, pieces);
  return {
    full: writtenText(written),
    written,
    given: pieces.givn ?? fromValue(slashed ? slashed[1] : value),
    surname: pieces.surn ?? withoutPrefix(slashed ? fromValue(slashed[2]) : null, pieces.spfx),
    prefix: pieces.npfx,
    suffix: pieces.nsfx ?? (slashed ? fromValue(slashed[3]?.replace(/\//g, ' ')) : null),
    surnamePrefix: pieces.spfx,
    nickname: piece(node, 'NICK'),
    type: childText(node, 'TYPE')?.toLowerCase() ?? null,
  };
}
