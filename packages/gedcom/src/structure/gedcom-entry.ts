import type { GedcomDate } from '../date/parse-gedcom-date.ts';
import type { GedcomEncoding } from '../decode/sniff-gedcom-header.ts';
import type { GedcomWarning } from '../gedcom-warning.ts';
import type { LivingReason } from './living-evidence.ts';

export type GedcomHeader = {
  /** HEAD.GEDC.VERS, e.g. "5.5.1" or "7.0"; null when the header does not say. */
  version: string | null;
  encoding: GedcomEncoding;
  declaredCharset: string | null;
  /** HEAD.SOUR: the program that wrote the file. */
  sourceProgram: string | null;
  language: string | null;
};

/** A name as written: the words before the surname, the surname (with its prefix), the words after. */
export type WrittenName = { before: string; surname: string; after: string };
export type GedcomName = {
  /** The name as written, as one line: `written` without the surname marks. */
  full: string;
  /** The name as written, for display: the NAME value, with pieces it leaves out added. */
  written: WrittenName;
  /** GIVN, else the NAME's words before the surname: for indexing and sorting. */
  given: string | null;
  surname: string | null;
  prefix: string | null;
  suffix: string | null;
  surnamePrefix: string | null;
  nickname: string | null;
  /** NAME.TYPE (birth, married, aka, …) lower-cased. */
  type: string | null;
};

export type GedcomEvent = {
  /** The GEDCOM tag: BIRT, CHR, DEAT, MARR, OCCU, EVEN, … */
  tag: string;
  /** EVEN/FACT TYPE, or the descriptor of an attribute such as OCCU. */
  type: string | null;
  /** The line value (an attribute's text, or "Y" for an undated event). */
  value: string | null;
  date: GedcomDate | null;
  place: string | null;
  /** RESN on the event (confidential, locked, privacy). */
  restrictions: string[];
  line: number;
};

export type GedcomMediaLink = {
  /** Pointer to an OBJE record, or null for an embedded object. */
  xref: string | null;
  files: GedcomMediaFile[];
};

export type GedcomMediaFile = { path: string; format: string | null; title: string | null };

export type GedcomIndividual = {
  kind: 'individual';
  xref: string | null;
  line: number;
  names: GedcomName[];
  sex: 'M' | 'F' | 'U' | 'X' | null;
  events: GedcomEvent[];
  familiesAsChild: { xref: string; pedigree: string | null }[];
  familiesAsSpouse: string[];
  sources: string[];
  notes: string[];
  noteRefs: string[];
  media: GedcomMediaLink[];
  /** RESN values (confidential, locked, privacy). */
  restrictions: string[];
  /**
   * Living by the rule in `living-evidence.ts`. When `livingReason` is 'no-dates' this is a
   * provisional `true`; a later `living` entry may settle it from relatives' dates.
   */
  living: boolean;
  livingReason: LivingReason;
};

export type GedcomFamily = {
  kind: 'family';
  xref: string | null;
  line: number;
  husband: string | null;
  wife: string | null;
  children: string[];
  events: GedcomEvent[];
  sources: string[];
  notes: string[];
  noteRefs: string[];
  media: GedcomMediaLink[];
  restrictions: string[];
};

export type GedcomSourceRecord = {
  kind: 'source';
  xref: string | null;
  line: number;
  title: string | null;
  author: string | null;
  publication: string | null;
  abbreviation: string | null;
  text: string | null;
};

export type GedcomNoteRecord = { kind: 'note'; xref: string | null; line: number; text: string };

export type GedcomMediaRecord = {
  kind: 'media';
  xref: string | null;
  line: number;
  files: GedcomMediaFile[];
};

/** What the stream yields, in file order; `living` settlements and `end` come last. */
export type GedcomEntry =
  | ({ kind: 'header' } & GedcomHeader)
  | GedcomIndividual
  | GedcomFamily
  | GedcomSourceRecord
  | GedcomNoteRecord
  | GedcomMediaRecord
  | ({ kind: 'warning' } & GedcomWarning)
  | { kind: 'living'; xref: string; living: boolean; livingReason: LivingReason }
  | { kind: 'end'; summary: GedcomSummary };

export type GedcomSummary = {
  individuals: number;
  families: number;
  sources: number;
  notes: number;
  media: number;
  /** SUBM, REPO, extension records and others that are not mapped. */
  otherRecords: number;
  warnings: number;
  /** True when the file did not end with TRLR. */
  truncated: boolean;
};
