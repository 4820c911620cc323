import type { GedcomNode } from '../tokenize/read-gedcom-records.ts';
import type { GedcomName } from './gedcom-entry.ts';
import { childText, textOrNull } from './node-helpers.ts';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A NAME structure: the surname is what stands between slashes ("John /Smith/ Jr"); the
 * GIVN, SURN, NPFX, NSFX, SPFX and NICK substructures, when present, win over the split.
 */
export function parseName(node: GedcomNode): GedcomName {
  const value = node.value;
  const slashed = /^(.*?)\/(.*?)(?:\/(.*))?$/s.exec(value);
  const given = textOrNull(slashed ? slashed[1] : value);
  const surname = slashed ? textOrNull(slashed[2]) : null;
  const suffix = slashed ? textOrNull(slashed[3]) : null;
  return {
    full: collapse(value.replace(/\//g, ' ')),
    given: childText(node, 'GIVN') ?? (given === null ? null : collapse(given)),
    surname: childText(node, 'SURN') ?? (surname === null ? null : collapse(surname)),
    prefix: childText(node, 'NPFX'),
    suffix: childText(node, 'NSFX') ?? suffix,
    surnamePrefix: childText(node, 'SPFX'),
    nickname: childText(node, 'NICK'),
    type: childText(node, 'TYPE')?.toLowerCase() ?? null,
  };
}
