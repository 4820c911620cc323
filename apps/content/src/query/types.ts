/**
 * The query engine's view of content: an immutable snapshot of the documents visible under one ref.
 * Storage (PostgreSQL) builds snapshots; the engine filters, orders, pages and renders them.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** One document version as stored: the API document without derived fields. */
export type StoredDocument = {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  /** ISO 8601 instants (`2024-10-21T09:12:45.000Z`), null for a never-published draft. */
  firstPublicationDate: string | null;
  lastPublicationDate: string | null;
  /** Documents of one translation group share it; `alternate_languages` lists the others. */
  groupId: string;
  data: JsonObject;
};

export type Snapshot = {
  /** The ref string the client sent (master, release or preview token). */
  ref: string;
  masterLang: string;
  documents: readonly StoredDocument[];
  byId: ReadonlyMap<string, StoredDocument>;
};

export type OrderingField = { field: string; direction: 'asc' | 'desc' };

export type Route = {
  type: string;
  path: string;
  uid?: string;
  lang?: string;
  resolvers?: Record<string, string>;
};

export type SearchParams = {
  q: string[];
  lang?: string;
  page: number;
  pageSize: number;
  after?: string;
  orderings?: string;
  routes?: string;
  brokenRoute?: string;
  fetchLinks?: string;
  fetch?: string;
  graphQuery?: string;
};

/** Thrown for any malformed query part; the HTTP layer answers 400 `parsing-error`. */
export class QueryParsingError extends Error {
  constructor(
    message: string,
    readonly location: string,
    readonly column = 0,
  ) {
    super(message);
    this.name = 'QueryParsingError';
  }
}

export const PREDICATE_NAMES = [
  'at',
  'not',
  'any',
  'in',
  'fulltext',
  'has',
  'missing',
  'similar',
  'number.lt',
  'number.gt',
  'number.inRange',
  'date.after',
  'date.before',
  'date.between',
  'date.day-of-month',
  'date.day-of-month-after',
  'date.day-of-month-before',
  'date.day-of-week',
  'date.day-of-week-after',
  'date.day-of-week-before',
  'date.month',
  'date.month-after',
  'date.month-before',
  'date.year',
  'date.hour',
  'date.hour-after',
  'date.hour-before',
  'geopoint.near',
] as const;

export type PredicateName = (typeof PREDICATE_NAMES)[number];

export type PredicateValue = string | number | boolean | PredicateValue[];

/** One parsed filter, e.g. `at(document.type, "page")`. */
export type Predicate = {
  name: PredicateName;
  /** The field path written first (`document.type`, `my.page.title`); null when the first argument is a value (`similar`). */
  path: string | null;
  args: PredicateValue[];
  /** The `q` text it came from and the 1-based columns of its name and of each arg, for error messages. */
  location: string;
  column: number;
  argColumns: number[];
};

/** `type.field` lists of `fetch` / `fetchLinks`: type → field names. */
export type FieldList = ReadonlyMap<string, ReadonlySet<string>>;

/** A GraphQuery selection: plain fields (with an optional sub-selection) and `...on name { }` branches. */
export type GraphSelection = {
  /** Set by a fragment spread such as `...authorFields`: every field is selected. */
  all: boolean;
  fields: Map<string, GraphSelection | null>;
  unions: Map<string, GraphSelection>;
};

/** Document type → selection of its `data`. */
export type GraphQuery = ReadonlyMap<string, GraphSelection>;

export type RenderContext = {
  snapshot: Snapshot;
  /** `https://cms.example/api/v2`, no trailing slash needed. */
  apiBase: string;
  /** Prefix for `/assets/...` media URLs, e.g. `https://cms.example`. */
  assetBase: string;
  routes?: readonly Route[];
  brokenRoute?: string;
  fetchLinks?: FieldList;
  fetch?: FieldList;
  graphQuery?: GraphQuery;
};

export type QueryContext = {
  apiBase: string;
  assetBase: string;
  /** The full URL of the search request, repeated with another `page` in `next_page` / `prev_page`. */
  requestUrl: string;
  version?: string;
  license?: string;
};

export type AlternateLanguage = { id: string; uid?: string; type: string; lang: string };

export type ApiDocument = {
  id: string;
  uid: string | null;
  url: string | null;
  type: string;
  href: string;
  tags: string[];
  first_publication_date: string | null;
  last_publication_date: string | null;
  slugs: string[];
  linked_documents: [];
  lang: string;
  alternate_languages: AlternateLanguage[];
  data: JsonObject;
};

export type SearchResponse = {
  page: number;
  results_per_page: number;
  results_size: number;
  total_results_size: number;
  total_pages: number;
  next_page: string | null;
  prev_page: string | null;
  results: ApiDocument[];
  version: string;
  license: string;
};
