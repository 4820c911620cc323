import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { collections, people, places } from './api-collections.ts';

/**
 * Family-tree structure beside `people` (GEDCOM FAM records and the non-person records people cite).
 * Shaped for pedigree walks with recursive CTEs: up (child → `family_children_child_idx` →
 * family → husband/wife) and down (person → `families_husband_idx`/`families_wife_idx` → children
 * by the primary key's `family_id` prefix).
 */

export const familyChildPedigree = pgEnum('family_child_pedigree', [
  'birth',
  'adopted',
  'foster',
  'sealing',
  'other',
]);
export const treeRecordKind = pgEnum('tree_record_kind', ['source', 'note', 'media']);

/** A couple (either partner may be unknown) with the marriage's year range and place. */
export const families = pgTable(
  'families',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    /** The GEDCOM cross-reference as in `people.xref` (`@F12@`). */
    xref: text('xref').notNull(),
    husbandId: integer('husband_id').references(() => people.id, { onDelete: 'set null' }),
    wifeId: integer('wife_id').references(() => people.id, { onDelete: 'set null' }),
    marriageYearMin: smallint('marriage_year_min'),
    marriageYearMax: smallint('marriage_year_max'),
    marriagePlaceId: integer('marriage_place_id').references(() => places.id, { onDelete: 'set null' }),
    /** Events (marriage, divorce, …) with dates and places, sources, notes and media links as imported. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('families_collection_xref_idx').on(t.collectionId, t.xref),
    index('families_husband_idx').on(t.husbandId).where(sql`${t.husbandId} is not null`),
    index('families_wife_idx').on(t.wifeId).where(sql`${t.wifeId} is not null`),
  ],
);

/** A child of a family, in the family's order, with how the child belongs to it (GEDCOM PEDI). */
export const familyChildren = pgTable(
  'family_children',
  {
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
    /** Null when the file does not say (usually birth). */
    pedigree: familyChildPedigree('pedigree'),
    /** 0-based order in the family's CHIL list; null when only the child's FAMC names the family. */
    position: smallint('position'),
  },
  (t) => [primaryKey({ columns: [t.familyId, t.childId] }), index('family_children_child_idx').on(t.childId)],
);

/** A tree's SOUR, NOTE and OBJE records, which people's and families' `details` point at by xref. */
export const treeRecords = pgTable(
  'tree_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    kind: treeRecordKind('kind').notNull(),
    xref: text('xref').notNull(),
    /** Source: title, author, publication, abbreviation, text; note: text; media: files. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [uniqueIndex('tree_records_collection_xref_idx').on(t.collectionId, t.xref)],
);

export const familiesSchema = { families, familyChildren, treeRecords };
