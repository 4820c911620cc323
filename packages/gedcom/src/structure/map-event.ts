import { parseGedcomDate } from '../date/parse-gedcom-date.ts';
import type { GedcomWarning } from '../gedcom-warning.ts';
import type { GedcomNode } from '../tokenize/read-gedcom-records.ts';
import type { GedcomEvent } from './gedcom-entry.ts';
import { childNode, childText, restrictionsOf, textOrNull } from './node-helpers.ts';

/** Individual and family events and attributes of GEDCOM 5.5.1 and 7.0 (LDS ordinances left out). */
const EVENT_TAGS = new Set([
  ...['BIRT', 'CHR', 'DEAT', 'BURI', 'CREM', 'ADOP', 'BAPM', 'BARM', 'BASM', 'BLES', 'CHRA', 'CONF', 'FCOM'],
  ...['ORDN', 'NATU', 'EMIG', 'IMMI', 'CENS', 'PROB', 'WILL', 'GRAD', 'RETI', 'EVEN', 'FACT'],
  ...['CAST', 'DSCR', 'EDUC', 'IDNO', 'NATI', 'NCHI', 'NMR', 'OCCU', 'PROP', 'RELI', 'RESI', 'SSN', 'TITL'],
  ...['ANUL', 'DIV', 'DIVF', 'ENGA', 'MARB', 'MARC', 'MARR', 'MARL', 'MARS'],
]);

/** A known event tag, or a vendor `_TAG` that carries a date or place (e.g. _MILT, _FUNERAL). */
export function isEvent(node: GedcomNode): boolean {
  if (EVENT_TAGS.has(node.tag)) return true;
  return (
    node.tag.startsWith('_') && node.children.some((child) => child.tag === 'DATE' || child.tag === 'PLAC')
  );
}

export function mapEvent(node: GedcomNode, warn: (warning: GedcomWarning) => void): GedcomEvent {
  const dateNode = childNode(node, 'DATE');
  let date = null;
  if (dateNode && dateNode.value.trim() !== '') {
    date = parseGedcomDate(dateNode.value);
    if (date.warning) warn({ line: dateNode.line, message: date.warning });
  }
  return {
    tag: node.tag,
    type: childText(node, 'TYPE'),
    value: textOrNull(node.value),
    date,
    place: childText(node, 'PLAC'),
    restrictions: restrictionsOf(node),
    line: node.line,
  };
}
