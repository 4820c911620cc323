import type { GedcomWarning } from '../gedcom-warning.ts';
import type { GedcomNode } from '../tokenize/read-gedcom-records.ts';
import type {
  GedcomFamily,
  GedcomIndividual,
  GedcomMediaFile,
  GedcomMediaLink,
  GedcomMediaRecord,
  GedcomNoteRecord,
  GedcomSourceRecord,
} from './gedcom-entry.ts';
import { livingEvidence } from './living-evidence.ts';
import { isEvent, mapEvent } from './map-event.ts';
import { childNode, childText, restrictionsOf, textOrNull } from './node-helpers.ts';
import { parseName } from './parse-name.ts';

type Warn = (warning: GedcomWarning) => void;
const SEXES = new Set(['M', 'F', 'U', 'X']);

/** Sources, notes, media and restrictions, shared by individuals and families. */
function links(record: GedcomNode) {
  const sources: string[] = [];
  const notes: string[] = [];
  const noteRefs: string[] = [];
  const media: GedcomMediaLink[] = [];
  for (const child of record.children) {
    if (child.tag === 'SOUR' && child.pointer) sources.push(child.pointer);
    else if ((child.tag === 'NOTE' || child.tag === 'SNOTE') && child.pointer) noteRefs.push(child.pointer);
    else if (child.tag === 'NOTE' && child.value.trim() !== '') notes.push(child.value);
    else if (child.tag === 'OBJE') media.push({ xref: child.pointer, files: mediaFiles(child) });
  }
  return { sources, notes, noteRefs, media, restrictions: restrictionsOf(record) };
}

/** FILE entries with FORM and TITL under FILE (5.5.1, 7.0) or beside it (5.5). */
function mediaFiles(object: GedcomNode): GedcomMediaFile[] {
  return object.children
    .filter((child) => child.tag === 'FILE' && child.value.trim() !== '')
    .map((file) => ({
      path: file.value.trim(),
      format: childText(file, 'FORM') ?? childText(object, 'FORM'),
      title: childText(file, 'TITL') ?? childText(object, 'TITL'),
    }));
}

export function mapIndividual(record: GedcomNode, currentYear: number, warn: Warn) {
  const individual: GedcomIndividual = {
    kind: 'individual',
    xref: record.xref,
    line: record.line,
    names: [],
    sex: null,
    events: [],
    familiesAsChild: [],
    familiesAsSpouse: [],
    ...links(record),
    living: true,
    livingReason: 'no-dates',
  };
  const adoptedBy: string[] = [];
  for (const child of record.children) {
    if (child.tag === 'NAME') {
      const name = parseName(child);
      if (name.full !== '') individual.names.push(name);
      else
        warn({
          line: child.line,
          message: 'Empty NAME; left out (a person with no name is shown as unnamed).',
        });
    } else if (child.tag === 'ADOP') {
      const famc = childNode(child, 'FAMC')?.pointer;
      if (famc) adoptedBy.push(famc);
      individual.events.push(mapEvent(child, warn));
    } else if (child.tag === 'SEX') {
      const sex = child.value.trim().toUpperCase();
      if (SEXES.has(sex)) individual.sex = sex as GedcomIndividual['sex'];
      else if (sex !== '') warn({ line: child.line, message: `Unknown SEX "${child.value}".` });
    } else if (child.tag === 'FAMC' && child.pointer) {
      individual.familiesAsChild.push({
        xref: child.pointer,
        pedigree: childText(child, 'PEDI')?.toLowerCase() ?? null,
      });
    } else if (child.tag === 'FAMS' && child.pointer) individual.familiesAsSpouse.push(child.pointer);
    else if (isEvent(child)) individual.events.push(mapEvent(child, warn));
  }
  for (const family of adoptedBy) {
    // ADOP.FAMC names the adopting family: the link is an adoption even where FAMC.PEDI is silent.
    const link = individual.familiesAsChild.find((famc) => famc.xref === family);
    if (link === undefined) individual.familiesAsChild.push({ xref: family, pedigree: 'adopted' });
    else if (link.pedigree === null) link.pedigree = 'adopted';
  }
  const evidence = livingEvidence(individual.events, currentYear);
  individual.living = evidence.living;
  individual.livingReason = evidence.reason;
  return { individual, latestBirthYear: evidence.latestBirthYear };
}

export function mapFamily(record: GedcomNode, warn: Warn): GedcomFamily {
  const family: GedcomFamily = {
    kind: 'family',
    xref: record.xref,
    line: record.line,
    husband: null,
    wife: null,
    children: [],
    events: [],
    ...links(record),
  };
  for (const child of record.children) {
    if (child.tag === 'HUSB' || child.tag === 'WIFE') {
      const role = child.tag === 'HUSB' ? 'husband' : 'wife';
      if (family[role] !== null && child.pointer)
        warn({ line: child.line, message: `Second ${child.tag}; ignored.` });
      else family[role] = child.pointer;
      if (family.husband !== null && family.husband === family.wife)
        warn({ line: child.line, message: `@${family.husband}@ is both HUSB and WIFE: their own spouse.` });
    } else if (child.tag === 'CHIL' && child.pointer) family.children.push(child.pointer);
    else if (isEvent(child)) family.events.push(mapEvent(child, warn));
  }
  return family;
}

export function mapSource(record: GedcomNode): GedcomSourceRecord {
  return {
    kind: 'source',
    xref: record.xref,
    line: record.line,
    title: childText(record, 'TITL'),
    author: childText(record, 'AUTH'),
    publication: childText(record, 'PUBL'),
    abbreviation: childText(record, 'ABBR'),
    text: childText(record, 'TEXT'),
  };
}

export function mapNote(record: GedcomNode): GedcomNoteRecord {
  return { kind: 'note', xref: record.xref, line: record.line, text: record.value };
}

export function mapMedia(record: GedcomNode): GedcomMediaRecord {
  return { kind: 'media', xref: record.xref, line: record.line, files: mediaFiles(record) };
}

export function headerValue(record: GedcomNode, tag: string): string | null {
  return textOrNull(childNode(record, tag)?.value);
}
