import { RECORD_TYPES, ROLES } from '@society/record-search/vocabulary';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  pgView,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './api.ts';

/**
 * Research collections: record sets, indexes, memorial cards, family trees and birth briefs, and the
 * one name dictionary every record and tree person points at (see ARCHITECTURE.md "Collections data
 * model"). Sized for 10 million name occurrences: integer ids, enums (4 bytes), smallint years.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const collectionKind = pgEnum('collection_kind', [
  'record_set',
  'index',
  'memorial_cards',
  'family_tree',
  'birth_briefs',
]);
export const collectionAccess = pgEnum('collection_access', ['public', 'members']);
// One vocabulary for the database, the search api and the pages (same values, same order).
export const recordType = pgEnum('record_type', RECORD_TYPES);
export const occurrenceRole = pgEnum('occurrence_role', ROLES);
export const nameVariantKind = pgEnum('name_variant_kind', ['forename', 'surname']);
export const placeKind = pgEnum('place_kind', ['country', 'county', 'district', 'parish', 'place']);

export const collections = pgTable(
  'collections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The URL slug (`/research-hub/our-collections/{uid}`). */
    uid: text('uid').notNull().unique(),
    kind: collectionKind('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** `members`: its records and people appear only to signed-in members, never in public counts. */
    access: collectionAccess('access').notNull().default('public'),
    /** Kept by the importers (a trigger per row would slow bulk loads); shown on the collections page. */
    recordCount: integer('record_count').notNull().default(0),
    personCount: integer('person_count').notNull().default(0),
    /** People not marked living: the only person count that may be shown publicly. */
    publicPersonCount: integer('public_person_count').notNull().default(0),
    /** Where the material comes from (archive, reference, transcriber). */
    source: text('source').notNull().default(''),
    /** Suggested citation for a record of this collection. */
    citation: text('citation').notNull().default(''),
    /** The member who submitted a family tree: they (and staff) see its living people. */
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * A hidden collection is seen by staff and its submitter only: not listed, searched, counted or
     * faceted for anyone else. Staff uploads land hidden until staff publish them.
     */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('collections_uid_slug', sql`${t.uid} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)],
);

/** Parish → county → country (and districts or places in between); `parent_id` is the hierarchy. */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => places.id, {
      onDelete: 'restrict',
    }),
    kind: placeKind('kind').notNull(),
    name: text('name').notNull(),
    /** Chapman code for counties (e.g. `KEN`), empty otherwise. */
    code: text('code').notNull().default(''),
  },
  (t) => [
    unique('places_parent_kind_name_key').on(t.parentId, t.kind, t.name).nullsNotDistinct(),
    index('places_name_idx').on(sql`lower(${t.name})`),
  ],
);

/**
 * One row per distinct normalised name. Only `text` is written; every other column is computed by
 * PostgreSQL (migration 0009_name_functions), the project's only phonetic encoder. Names enter
 * through `internNames` (apps/api/src/collections/intern-names.ts) and are never deleted.
 */
export const names = pgTable(
  'names',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The spelling first seen for this normalised form (records keep their own in `original`). */
    text: text('text').notNull(),
    /** Lower-case, unaccented, single-spaced, typographic apostrophes folded: the unique key. */
    normalised: text('normalised').notNull().generatedAlwaysAs(sql`name_normalise(text)`),
    /** Russell Soundex with the NARA H/W rule (Ashcraft A261). */
    soundex: text('soundex').notNull().generatedAlwaysAs(sql`name_soundex(name_normalise(text))`),
    /** Daitch–Mokotoff codes (one or more six-digit codes). */
    dmCodes: text('dm_codes')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`coalesce(daitch_mokotoff(name_normalise(text)), '{}'::text[])`),
    /** Double Metaphone primary and alternate (PostgreSQL's 4-character codes). */
    metaphone: text('metaphone').notNull().generatedAlwaysAs(sql`dmetaphone(name_normalise(text))`),
    metaphoneAlt: text('metaphone_alt')
      .notNull()
      .generatedAlwaysAs(sql`dmetaphone_alt(name_normalise(text))`),
  },
  (t) => [
    check('names_has_letter', sql`${t.normalised} ~ '[[:alpha:]]'`),
    uniqueIndex('names_normalised_idx').on(t.normalised),
    index('names_normalised_prefix_idx').on(sql`${t.normalised} text_pattern_ops`),
    index('names_normalised_trgm_idx').using('gin', sql`${t.normalised} gin_trgm_ops`),
    index('names_soundex_idx').on(t.soundex),
    index('names_dm_codes_idx').using('gin', t.dmCodes),
    index('names_metaphone_idx').on(t.metaphone),
    index('names_metaphone_alt_idx').on(t.metaphoneAlt),
  ],
);

/** A staff-edited set of names that are the same for searching (William, Wm, Willm, Gulielmus). */
export const nameVariantGroups = pgTable(
  'name_variant_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: nameVariantKind('kind').notNull(),
    /** The headword shown to users, e.g. `William`. */
    label: text('label').notNull(),
    note: text('note').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('name_variant_groups_kind_label_idx').on(t.kind, sql`lower(${t.label})`)],
);

/** A name may belong to several groups (Jan: John and Janet). */
export const nameVariantMembers = pgTable(
  'name_variant_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => nameVariantGroups.id, { onDelete: 'cascade' }),
    nameId: integer('name_id')
      .notNull()
      .references(() => names.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.nameId] }),
    index('name_variant_members_name_idx').on(t.nameId),
  ],
);

const collectionRef = () =>
  integer('collection_id')
    .notNull()
    .references(() => collections.id, { onDelete: 'cascade' });
const yearMin = () => smallint('year_min');
const yearMax = () => smallint('year_max');
const placeRef = () => integer('place_id').references(() => places.id, { onDelete: 'set null' });

/** A transcribed record (a baptism entry, an index line, a memorial card), with its source columns. */
export const records = pgTable(
  'records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: collectionRef(),
    recordType: recordType('record_type').notNull(),
    /** The imported row as it was: column name → value, shown on the record page and exported. */
    original: jsonb('original').$type<Record<string, string>>().notNull(),
    yearMin: yearMin(),
    yearMax: yearMax(),
    placeId: placeRef(),
    /** Where in the source: register page, film, card number, image path. */
    sourceRef: text('source_ref').notNull().default(''),
    /** The staff upload (`collection_imports`) that added it; null for the CLI and the demo seed. */
    importId: integer('import_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('records_import_idx').on(t.importId).where(sql`${t.importId} IS NOT NULL`),
    // Also the target of name_occurrences' (collection_id, record_id) key and collection paging.
    unique('records_collection_id_key').on(t.collectionId, t.id),
    check('records_years', sql`${t.yearMin} <= ${t.yearMax}`),
  ],
);

/** A person of a family tree or birth brief. Living people are never shown publicly. */
export const people = pgTable(
  'people',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: collectionRef(),
    /** The GEDCOM cross-reference (`@I12@`) or the brief's Sosa number. */
    xref: text('xref').notNull(),
    givenNames: text('given_names').notNull().default(''),
    surname: text('surname').notNull().default(''),
    /**
     * The name as the source writes it, for display, the surname between slashes (`John /Smith/
     * Jr.`); empty when only the pieces are known (`given_names`, `surname`: for sorting).
     */
    writtenName: text('written_name').notNull().default(''),
    sex: text('sex', { enum: ['M', 'F', 'X', 'U'] })
      .notNull()
      .default('U'),
    /** True until an importer shows otherwise: unknown means private. */
    living: boolean('living').notNull().default(true),
    birthYearMin: smallint('birth_year_min'),
    birthYearMax: smallint('birth_year_max'),
    deathYearMin: smallint('death_year_min'),
    deathYearMax: smallint('death_year_max'),
    /** Events, notes, sources and media links as imported. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    unique('people_collection_id_key').on(t.collectionId, t.id),
    uniqueIndex('people_collection_xref_idx').on(t.collectionId, t.xref),
  ],
);

/**
 * Year ranges wider than this (`ABT 1850`, `BET 1700 AND 1800`) are few beside the records' single
 * years; they have their own partial indexes, and the record search starts every other read of a
 * name this many years before the asked first year (`apps/api/src/collections/search/per-name-reads.ts`).
 */
export const NARROW_YEAR_SPAN = 5;

/**
 * One name column's search indexes: the name, then its rows in (year, id) order carrying every other
 * column a search, its count and its facets read (all but `role`), so those are index-only scans and
 * a page stops early; and the partial index of its wide year ranges.
 */
function nameSearchIndexes(
  field: 'surname' | 'forename',
  own: AnyPgColumn,
  other: AnyPgColumn,
  t: Record<
    'yearMin' | 'yearMax' | 'id' | 'collectionId' | 'personId' | 'recordId' | 'recordType' | 'placeId',
    AnyPgColumn
  >,
) {
  return [
    index(`name_occurrences_${field}_year_idx`).on(
      own,
      t.yearMin,
      t.id,
      t.yearMax,
      t.collectionId,
      t.personId,
      t.recordId,
      t.recordType,
      other,
      t.placeId,
    ),
    index(`name_occurrences_wide_${field}_idx`)
      .on(own, t.yearMin)
      .where(sql`${t.yearMax} - ${t.yearMin} > ${sql.raw(String(NARROW_YEAR_SPAN))}`),
  ];
}

/**
 * Every name on a record or tree person, with its role, year range and place: the table name search
 * runs on. Narrow on purpose (about 60 bytes a row). `collection_id` is repeated so privacy and
 * facets need no join through records; the composite keys guarantee it matches the record's.
 */
export const nameOccurrences = pgTable(
  'name_occurrences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: collectionRef(),
    recordId: integer('record_id'),
    personId: integer('person_id'),
    recordType: recordType('record_type').notNull(),
    role: occurrenceRole('role').notNull(),
    surnameId: integer('surname_id').references(() => names.id, { onDelete: 'restrict' }),
    forenameId: integer('forename_id').references(() => names.id, { onDelete: 'restrict' }),
    yearMin: yearMin(),
    yearMax: yearMax(),
    placeId: placeRef(),
  },
  (t) => [
    foreignKey({
      name: 'name_occurrences_record_fk',
      columns: [t.collectionId, t.recordId],
      foreignColumns: [records.collectionId, records.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'name_occurrences_person_fk',
      columns: [t.collectionId, t.personId],
      foreignColumns: [people.collectionId, people.id],
    }).onDelete('cascade'),
    check('name_occurrences_one_owner', sql`num_nonnulls(${t.recordId}, ${t.personId}) = 1`),
    check('name_occurrences_some_name', sql`num_nonnulls(${t.surnameId}, ${t.forenameId}) >= 1`),
    check('name_occurrences_years', sql`${t.yearMin} <= ${t.yearMax}`),
    // Surname (+ forename) + year range: the main search shapes (nameSearchIndexes).
    index('name_occurrences_surname_forename_year_idx').on(t.surnameId, t.forenameId, t.yearMin, t.yearMax),
    ...nameSearchIndexes('surname', t.surnameId, t.forenameId, t),
    ...nameSearchIndexes('forename', t.forenameId, t.surnameId, t),
    index('name_occurrences_record_idx').on(t.recordId).where(sql`${t.recordId} is not null`),
    index('name_occurrences_person_idx').on(t.personId).where(sql`${t.personId} is not null`),
    index('name_occurrences_collection_idx').on(t.collectionId),
  ],
);

/**
 * Each collection's surnames with their occurrence counts, for the A–Z browse: grouping a
 * million-record collection on every page view took seconds. Derived data, rebuilt for a collection
 * by `refreshCollectionCounts` at the end of each load (no key to `names`, to keep that cheap);
 * `shown_occurrences` leaves living people out.
 */
export const collectionSurnames = pgTable(
  'collection_surnames',
  {
    collectionId: collectionRef(),
    surnameId: integer('surname_id').notNull(),
    /** The A–Z letter: the normalised surname's first character, upper case. */
    initial: text('initial').notNull(),
    occurrences: integer('occurrences').notNull(),
    shownOccurrences: integer('shown_occurrences').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.surnameId] }),
    index('collection_surnames_initial_idx').on(t.collectionId, t.initial),
    // The header's surname search: a surname's count in every collection.
    index('collection_surnames_surname_idx').on(t.surnameId),
  ],
);

/**
 * The privacy rule in one place: an occurrence is public when its collection is public and it is
 * not a living person. Public searches and counts read this view, never the table (migration
 * 0011_public_name_occurrences, rewritten in 0020 for index-only searches).
 */
export const publicNameOccurrences = pgView('public_name_occurrences', {
  id: integer('id').notNull(),
  collectionId: integer('collection_id').notNull(),
  recordId: integer('record_id'),
  personId: integer('person_id'),
  recordType: recordType('record_type').notNull(),
  role: occurrenceRole('role').notNull(),
  surnameId: integer('surname_id'),
  forenameId: integer('forename_id'),
  yearMin: smallint('year_min'),
  yearMax: smallint('year_max'),
  placeId: integer('place_id'),
}).existing();

export const collectionsSchema = {
  collections,
  places,
  names,
  nameVariantGroups,
  nameVariantMembers,
  records,
  people,
  nameOccurrences,
  collectionSurnames,
  publicNameOccurrences,
};
