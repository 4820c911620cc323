import type { HeaderSniff } from './decode/sniff-gedcom-header.ts';
import type { GedcomWarning } from './gedcom-warning.ts';
import type { GedcomEntry, GedcomFamily, GedcomHeader, GedcomSummary } from './structure/gedcom-entry.ts';
import { LivingResolver } from './structure/living-resolver.ts';
import {
  headerValue,
  mapFamily,
  mapIndividual,
  mapMedia,
  mapNote,
  mapSource,
} from './structure/map-record.ts';
import { type GedcomNode, type GedcomSource, readGedcomRecords } from './tokenize/read-gedcom-records.ts';

export type { DateModifier, GedcomDate } from './date/parse-gedcom-date.ts';
export { DATE_SPREAD, parseGedcomDate } from './date/parse-gedcom-date.ts';
export { NotGedcomError } from './decode/not-gedcom-error.ts';
export type { GedcomEncoding } from './decode/sniff-gedcom-header.ts';
export type { GedcomWarning } from './gedcom-warning.ts';
export type * from './structure/gedcom-entry.ts';
export { LIVING_YEARS, type LivingReason } from './structure/living-evidence.ts';
export { RELATIVE_GAPS } from './structure/living-resolver.ts';
export type { GedcomSource } from './tokenize/read-gedcom-records.ts';

/** Family events that mean the couple were alive, and grown, by their date. */
const MARRIAGE_TAGS = new Set(['MARR', 'MARB', 'MARC', 'MARL', 'MARS', 'ENGA']);

/** The earliest latest-possible year of a family's marriage events, for the living rule. */
function marriageYear(family: GedcomFamily): number | null {
  let year: number | null = null;
  for (const event of family.events) {
    const max = event.date?.yearMax;
    if (MARRIAGE_TAGS.has(event.tag) && typeof max === 'number')
      year = year === null ? max : Math.min(year, max);
  }
  return year;
}

export type ReadGedcomOptions = {
  /** The year the living rule counts back from; defaults to the current UTC year. */
  currentYear?: number;
};

function header(record: GedcomNode | null, sniff: HeaderSniff | null): GedcomEntry & GedcomHeader {
  const gedc = record?.children.find((child) => child.tag === 'GEDC');
  return {
    kind: 'header',
    version: (gedc && headerValue(gedc, 'VERS')) ?? sniff?.version ?? null,
    encoding: sniff?.encoding ?? 'utf-8',
    declaredCharset: sniff?.declaredCharset ?? null,
    sourceProgram: record ? headerValue(record, 'SOUR') : null,
    language: record ? headerValue(record, 'LANG') : null,
  };
}

/**
 * Reads a GEDCOM 5.5.1 or 7.0 file as a stream of entries in file order: the header, then
 * individuals, families, sources, notes and media objects with warnings (line numbered)
 * before the record they concern; at the end, `living` entries for people whose living
 * status relatives' dates settled, and one `end` entry with counts. Never throws on bad input
 * inside a GEDCOM file; a file that is not GEDCOM at all (empty, an image or archive, text
 * without `0 HEAD`) throws `NotGedcomError`, saying what it seems to be, before any entry.
 */
export async function* readGedcom(
  source: GedcomSource,
  options: ReadGedcomOptions = {},
): AsyncGenerator<GedcomEntry> {
  const currentYear = options.currentYear ?? new Date().getUTCFullYear();
  const warnings: GedcomWarning[] = [];
  const warn = (warning: GedcomWarning) => warnings.push(warning);
  const summary: GedcomSummary = {
    individuals: 0,
    families: 0,
    sources: 0,
    notes: 0,
    media: 0,
    otherRecords: 0,
    warnings: 0,
    truncated: false,
  };
  const resolver = new LivingResolver();
  let sniff: HeaderSniff | null = null;
  let headerSent = false;
  let sawTrailer = false;

  function* drain(): Generator<GedcomEntry> {
    summary.warnings += warnings.length;
    for (const warning of warnings) yield { kind: 'warning', ...warning };
    warnings.length = 0;
  }

  const onHeader = (found: HeaderSniff) => {
    sniff = found;
  };
  for await (const record of readGedcomRecords(source, { onWarning: warn, onHeader })) {
    if (!headerSent) {
      headerSent = true;
      yield header(record.tag === 'HEAD' ? record : null, sniff);
      if (record.tag === 'HEAD') {
        if (warnings.length > 0) yield* drain();
        continue;
      }
    }
    const entry = mapRecord(record);
    if (warnings.length > 0) yield* drain();
    if (entry) yield entry;
  }
  if (!headerSent) yield header(null, sniff);
  summary.truncated = !sawTrailer;
  for (const loop of resolver.ancestryLoops()) warn(loop);
  yield* drain();
  for (const xref of resolver.settle(currentYear)) {
    yield { kind: 'living', xref, living: false, livingReason: 'relatives-long-ago' };
  }
  yield { kind: 'end', summary };

  function mapRecord(record: GedcomNode): GedcomEntry | null {
    switch (record.tag) {
      case 'INDI': {
        const { individual, latestBirthYear } = mapIndividual(record, currentYear, warn);
        resolver.addIndividual(individual.xref, latestBirthYear, individual.livingReason === 'no-dates');
        summary.individuals++;
        return individual;
      }
      case 'FAM': {
        const family = mapFamily(record, warn);
        resolver.addFamily([family.husband, family.wife], family.children, marriageYear(family), family.line);
        summary.families++;
        return family;
      }
      case 'SOUR':
        summary.sources++;
        return mapSource(record);
      case 'NOTE':
      case 'SNOTE':
        summary.notes++;
        return mapNote(record);
      case 'OBJE':
        summary.media++;
        return mapMedia(record);
      case 'TRLR':
        sawTrailer = true;
        return null;
      default:
        summary.otherRecords++;
        return null;
    }
  }
}
