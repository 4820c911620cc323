import type {
  GedcomEvent,
  GedcomFamily,
  GedcomIndividual,
  GedcomMediaLink,
  GedcomName,
} from '@society/gedcom';
import { type NameParts, nameParts, type Warn, writtenNameText } from './person-names.ts';

/** `people.xref`/`families.xref` hold the pointer as written in the file: `@I12@`. */
export const atXref = (xref: string) => `@${xref}@`;
/** A record without an xref gets one no GEDCOM pointer can have (`#` may not start an xref). */
export const lineXref = (line: number) => `#L${line}`;

export type YearSpan = { min: number | null; max: number | null };

export type PersonRow = {
  xref: string;
  line: number;
  givenNames: string;
  surname: string;
  /** The first name as written, the surname between slashes (`John /Smith/ Jr.`). */
  writtenName: string;
  sex: 'M' | 'F' | 'X' | 'U';
  living: boolean;
  /** No dates of their own and no RESN: relatives' dates may still settle `living` at the end of the file. */
  unsettled: boolean;
  birth: YearSpan;
  death: YearSpan;
  /** The span and place a name occurrence is found by: birth, else baptism, else death. */
  found: YearSpan;
  foundPlace: string | null;
  names: NameParts[];
  details: Record<string, unknown>;
};

export type FamilyRow = {
  xref: string;
  line: number;
  husband: string | null;
  wife: string | null;
  marriage: YearSpan;
  marriagePlace: string | null;
  children: string[];
  /** The family's `details` as JSON text: a batch holds it until written, and text is one object to keep. */
  detailsJson: string;
};

const BIRTH = ['BIRT', 'CHR', 'BAPM'];
const DEATH = ['DEAT', 'BURI', 'CREM'];
const PRIVATE_RESTRICTIONS = new Set(['confidential', 'privacy']);
/** RESN confidential or privacy (alone or in a 7.0 list): shown only to who sees living people. */
const isPrivate = (restrictions: readonly string[]) => restrictions.some((r) => PRIVATE_RESTRICTIONS.has(r));
const NO_SPAN: YearSpan = { min: null, max: null };

/** Drops null, empty-string and empty-array fields so `details` stays small. */
function compact(value: object): Record<string, unknown> {
  // for…in (the parser's objects are plain): no entries array per name, event and file.
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    if (field === null || field === undefined || field === '') continue;
    if (Array.isArray(field) && field.length === 0) continue;
    out[key] = field;
  }
  return out;
}

/**
 * The event that dates (and places) a life moment: the first of the tags, in preference order, with
 * a year; failing that, the first with a place. A private event (RESN) never does: its year and
 * place would show in lists and search results to readers who may not see it.
 */
function firstEvent(events: GedcomEvent[], tags: string[]): GedcomEvent | null {
  for (const tag of tags) {
    const dated = events.find((e) => e.tag === tag && e.date?.yearMin != null && !isPrivate(e.restrictions));
    if (dated) return dated;
  }
  for (const tag of tags) {
    const placed = events.find((e) => e.tag === tag && e.place !== null && !isPrivate(e.restrictions));
    if (placed) return placed;
  }
  return null;
}

/** Years are `smallint` columns; a year outside it is a typing slip, kept only in `details`. */
const inSmallint = (year: number | null): year is number => year !== null && Math.abs(year) <= 32767;

const spanOf = (event: GedcomEvent | null): YearSpan => {
  const date = event?.date;
  return date && inSmallint(date.yearMin) && inSmallint(date.yearMax)
    ? { min: date.yearMin, max: date.yearMax }
    : NO_SPAN;
};

const eventDetails = (event: GedcomEvent) =>
  compact({
    tag: event.tag,
    type: event.type,
    value: event.value,
    date: event.date?.text,
    yearMin: event.date?.yearMin,
    yearMax: event.date?.yearMax,
    place: event.place,
    line: event.line,
    private: isPrivate(event.restrictions) || null,
  });

/** `written` is stored once, as the person's `written_name`; the details keep the rest. */
const nameDetails = ({ written: _, ...name }: GedcomName) => compact(name);
const mediaDetails = (media: GedcomMediaLink[]) =>
  media.map((link) => compact({ xref: link.xref && atXref(link.xref), files: link.files.map(compact) }));

function links(record: GedcomIndividual | GedcomFamily) {
  return {
    sources: record.sources.map(atXref),
    notes: record.notes,
    noteRefs: record.noteRefs.map(atXref),
    media: mediaDetails(record.media),
    restrictions: record.restrictions,
  };
}

export function personRow(individual: GedcomIndividual, warn: Warn): PersonRow {
  const first = individual.names[0];
  const birth = firstEvent(individual.events, BIRTH);
  const death = firstEvent(individual.events, DEATH);
  const found = birth ?? death;
  const restricted = isPrivate(individual.restrictions);
  return {
    xref: individual.xref === null ? lineXref(individual.line) : atXref(individual.xref),
    line: individual.line,
    givenNames: first?.given ?? (first && first.surname === null ? first.full : ''),
    surname: first?.surname ?? '',
    writtenName: first ? writtenNameText(first.written) : '',
    sex: individual.sex ?? 'U',
    // RESN confidential/privacy keeps a person private whatever the dates say.
    living: individual.living || restricted,
    unsettled: individual.livingReason === 'no-dates' && !restricted && individual.xref !== null,
    birth: spanOf(birth),
    death: spanOf(death),
    found: spanOf(found),
    foundPlace: found?.place ?? null,
    names: nameParts(individual.names, individual.line, warn),
    details: compact({
      line: individual.line,
      names: individual.names.map(nameDetails),
      events: individual.events.map(eventDetails),
      ...links(individual),
      private: restricted || null,
      livingReason: individual.livingReason,
    }),
  };
}

export function familyRow(family: GedcomFamily): FamilyRow {
  // RESN on the family makes all of its events private; the year and place columns stay empty.
  const restricted = isPrivate(family.restrictions);
  const marriage = restricted ? null : firstEvent(family.events, ['MARR', 'MARB', 'MARL', 'MARC', 'ENGA']);
  return {
    xref: family.xref === null ? lineXref(family.line) : atXref(family.xref),
    line: family.line,
    husband: family.husband && atXref(family.husband),
    wife: family.wife && atXref(family.wife),
    marriage: spanOf(marriage),
    marriagePlace: marriage?.place ?? null,
    children: family.children.map(atXref),
    detailsJson: JSON.stringify(
      compact({
        line: family.line,
        events: family.events.map(eventDetails),
        ...links(family),
        private: restricted || null,
      }),
    ),
  };
}
