import { z } from 'zod';
import { COLLECTION_KINDS, MATCH_KINDS, RECORD_TYPES, ROLES } from './record-search-vocabulary.ts';

/** The api's answers (`/api/records/*`), validated by the web app at its boundary. */

const year = z.number().int().nullable();

export const placeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The county the place lies in (or the place itself when it is one), from the place hierarchy. */
  county: z.object({ name: z.string(), code: z.string() }).nullable(),
});

export const collectionSummarySchema = z.object({
  uid: z.string(),
  title: z.string(),
  kind: z.enum(COLLECTION_KINDS),
  access: z.enum(['public', 'members']),
});

export const recordSearchResultSchema = z.object({
  /** The name occurrence: one person named on one record. */
  id: z.number().int(),
  /** Exactly one of `recordId` (a transcribed record) and `personId` (a tree or birth-brief person). */
  recordId: z.number().int().nullable(),
  personId: z.number().int().nullable(),
  collection: collectionSummarySchema,
  recordType: z.enum(RECORD_TYPES),
  role: z.enum(ROLES),
  surname: z.string().nullable(),
  forename: z.string().nullable(),
  /**
   * A tree person's name as the source writes it ("Vincent van Gogh Jr."), when this occurrence is
   * of that name; null otherwise (show forename and surname).
   */
  writtenName: z.string().nullable(),
  yearMin: year,
  yearMax: year,
  place: placeSummarySchema.nullable(),
  /** Why it matched: the weaker of the surname's and forename's match. */
  match: z.enum(MATCH_KINDS),
  /**
   * Others on the same record the search also matched (a father and son both John Smith): the
   * record is one result, naming them all, rather than a result per person.
   */
  alsoNamed: z.array(
    z.object({ forename: z.string().nullable(), surname: z.string().nullable(), role: z.enum(ROLES) }),
  ),
  links: z.object({
    /** The api's detail answer (`GET /api/records/{id}`); null for tree people. */
    api: z.string().nullable(),
    /** The web page of the record (`recordPagePath`), else of its collection (`collectionPagePath`). */
    page: z.string(),
  }),
});

export const facetValueSchema = z.object({
  /** The value to put in the search's query string (`collection`, `type`, `county`) or the decade's first year. */
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});

export const recordSearchFacetsSchema = z.object({
  collection: z.array(facetValueSchema),
  type: z.array(facetValueSchema),
  county: z.array(facetValueSchema),
  decade: z.array(facetValueSchema),
});

export const recordSearchAnswerSchema = z.object({
  /** The search's canonical query string (what the page's URL and a saved search hold). */
  query: z.string(),
  /** `exact: false` means "more than `count`" (the count stopped at `RESULT_COUNT_CAP`). */
  total: z.object({ count: z.number().int(), exact: z.boolean() }),
  results: z.array(recordSearchResultSchema),
  /** Null when counting them took longer than the facets' time limit. */
  facets: recordSearchFacetsSchema.nullable(),
  /** The `after` value of the next page, or null on the last page. */
  next: z.string().nullable(),
});

export type RecordSearchResult = z.infer<typeof recordSearchResultSchema>;
export type RecordSearchFacets = z.infer<typeof recordSearchFacetsSchema>;
export type RecordSearchAnswer = z.infer<typeof recordSearchAnswerSchema>;

/** `GET /api/records/surnames?surname=…`: one surname across every collection (the header's search). */
export const surnameCountsAnswerSchema = z.object({
  surname: z.string(),
  total: z.object({ count: z.number().int(), exact: z.boolean() }),
  collections: z.array(collectionSummarySchema.extend({ count: z.number().int() })),
  /** The search page URL query for this surname in all collections. */
  query: z.string(),
});
export type SurnameCountsAnswer = z.infer<typeof surnameCountsAnswerSchema>;

export const recordNameSchema = z.object({
  role: z.enum(ROLES),
  surname: z.string().nullable(),
  forename: z.string().nullable(),
  yearMin: year,
  yearMax: year,
});

/** `GET /api/records/{id}`. */
export const recordDetailSchema = z.object({
  id: z.number().int(),
  collection: collectionSummarySchema.extend({ citation: z.string(), source: z.string() }),
  recordType: z.enum(RECORD_TYPES),
  yearMin: year,
  yearMax: year,
  /** The imported columns as they were, in their order. */
  original: z.array(z.object({ column: z.string(), value: z.string() })),
  names: z.array(recordNameSchema),
  /** The place and its parents, the place first (parish, district, county, country). */
  places: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.string(), code: z.string() })),
  sourceRef: z.string(),
  /** Citation text for this record: the collection's citation with the record's source reference. */
  citation: z.string(),
});
export type RecordDetail = z.infer<typeof recordDetailSchema>;

/** `GET /api/collections`. */
export const collectionListSchema = z.object({
  collections: z.array(
    collectionSummarySchema.extend({
      description: z.string(),
      recordCount: z.number().int(),
      personCount: z.number().int(),
    }),
  ),
});
export type CollectionList = z.infer<typeof collectionListSchema>;

/** `GET /api/collections/{uid}?letter=B`: one collection with its A–Z surname browse. */
export const collectionDetailSchema = z.object({
  collection: collectionSummarySchema.extend({
    description: z.string(),
    source: z.string(),
    citation: z.string(),
    recordCount: z.number().int(),
    personCount: z.number().int(),
  }),
  /**
   * True when the collection is for members and this reader is not one: the answer describes what
   * it holds (the facts above and `coverage`) but names no one, so `letters` and `surnames` are empty.
   */
  locked: z.boolean(),
  /** What the records span: years, record types and their commonest places (no names). */
  coverage: z.object({
    yearMin: year,
    yearMax: year,
    recordTypes: z.array(z.enum(RECORD_TYPES)),
    places: z.array(z.string()),
  }),
  /** Initial letters that have surnames, with how many names each. */
  letters: z.array(z.object({ letter: z.string(), count: z.number().int() })),
  letter: z.string().nullable(),
  /** Surnames beginning with `letter`, with their occurrence counts. */
  surnames: z.array(z.object({ surname: z.string(), count: z.number().int() })),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

/** `GET /api/places?name=…`: matching places with their parents. */
export const placeLookupSchema = z.object({
  places: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.string(),
      /** Parents, nearest first. */
      parents: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.string() })),
    }),
  ),
});
export type PlaceLookup = z.infer<typeof placeLookupSchema>;
