/** The words the search's URL and answers use; the api maps them to database enums and indexes. */

/** How a name field matches (`surname_match`, `forename_match`). */
export const NAME_MATCHES = [
  'exact',
  'starts',
  'wildcard',
  'variants',
  'soundex',
  'dm',
  'metaphone',
  'fuzzy',
] as const;
export type NameMatch = (typeof NAME_MATCHES)[number];

/** Forenames also match by initials (`John William` finds `J`, `J.W.`; `J W` finds `John William`). */
export const FORENAME_MATCHES = [...NAME_MATCHES, 'initials'] as const;
export type ForenameMatch = (typeof FORENAME_MATCHES)[number];

/** The match menus' words: what each does, in a searcher's terms (the algorithms are in the help). */
export const NAME_MATCH_LABELS: Record<ForenameMatch, string> = {
  variants: 'Similar spellings',
  exact: 'Exact',
  starts: 'Starts with',
  dm: 'Sounds like',
  soundex: 'Sounds like, same first letter',
  metaphone: 'Sounds like, said in English',
  fuzzy: 'Any close spelling',
  wildcard: 'Pattern with * and ?',
  initials: 'Initial',
};

/** The menus' order: the default first, then from strictest to loosest. */
export const NAME_MATCH_MENU = [
  'variants',
  'exact',
  'starts',
  'dm',
  'soundex',
  'metaphone',
  'fuzzy',
  'wildcard',
] as const satisfies readonly NameMatch[];
export const FORENAME_MATCH_MENU = [
  ...NAME_MATCH_MENU,
  'initials',
] as const satisfies readonly ForenameMatch[];

/** What each match finds, with the algorithm behind it for those who want to know. */
export const NAME_MATCH_HELP: Record<ForenameMatch, string> = {
  variants:
    'the name as typed and the spellings our volunteers list as the same name (Smith, Smyth, Smythe). A single letter finds names starting with it.',
  exact: 'only the name as typed; capitals and accents do not matter.',
  starts: 'names that begin with what you type: Ash finds Ash, Ashby and Ashdown.',
  dm: 'names that sound alike, by Daitch–Mokotoff Soundex, which also copes with names from Central and Eastern Europe.',
  soundex:
    'names that sound alike and begin with the same letter, by American (NARA) Soundex, the code census indexes use.',
  metaphone: 'names that sound alike when said in English, by Double Metaphone.',
  fuzzy: 'names spelled nearly the same (trigram similarity), which catches slips in transcription.',
  wildcard:
    'names that fit a pattern, where * stands for any letters and ? for one letter: Sm?th* finds Smith, Smyth and Smithson.',
  initials:
    'forenames by initial (forenames only): a single letter finds every forename starting with it, and a full name also finds it written as initials (J. or J W for John William).',
};

/** Why a result matched, best first: the relevance order. */
export const MATCH_KINDS = ['exact', 'variant', 'phonetic', 'fuzzy'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

/** ± years around `year`. */
export const YEAR_RANGES = [0, 1, 2, 5, 10, 20, 40] as const;
export type YearRange = (typeof YEAR_RANGES)[number];
export const YEAR_MIN = 1000;
export const YEAR_MAX = 2100;

/** The database's `record_type` enum is made from this list (packages/db api-collections.ts). */
export const RECORD_TYPES = [
  'baptism',
  'birth',
  'marriage',
  'banns',
  'burial',
  'death',
  'will',
  'apprenticeship',
  'census',
  'memorial_card',
  'index_entry',
  'tree_person',
  'birth_brief',
  'other',
] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export const RECORD_TYPE_LABELS: Record<RecordType, string> = {
  baptism: 'Baptism',
  birth: 'Birth',
  marriage: 'Marriage',
  banns: 'Banns',
  burial: 'Burial',
  death: 'Death',
  will: 'Will',
  apprenticeship: 'Apprenticeship',
  census: 'Census',
  memorial_card: 'Memorial card',
  index_entry: 'Index entry',
  tree_person: 'Family tree person',
  birth_brief: 'Birth brief',
  other: 'Other',
};

/** The database's `occurrence_role` enum is made from this list. */
export const ROLES = [
  'principal',
  'father',
  'mother',
  'spouse',
  'spouse_father',
  'spouse_mother',
  'child',
  'witness',
  'godparent',
  'relative',
  'other',
] as const;
export type Role = (typeof ROLES)[number];

export const SORTS = ['relevance', 'name', 'year', 'year_desc', 'place', 'collection'] as const;
export type Sort = (typeof SORTS)[number];

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

/** Totals above this are answered as "more than 10,000" instead of counted. */
export const RESULT_COUNT_CAP = 10_000;

/** The kinds of collection, as the api stores them. */
export const COLLECTION_KINDS = [
  'record_set',
  'index',
  'memorial_cards',
  'family_tree',
  'birth_briefs',
] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];
