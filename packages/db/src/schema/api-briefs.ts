import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { collections, people } from './api-collections.ts';
import { images } from './api-images.ts';

/**
 * A birth brief: one submitted five-generation chart in a `birth_briefs` collection, addressed by
 * `number` within it (the site's `…/birth-briefs?brief={id}`), with its scan. Its 31 positions are
 * `birth_brief_people`; the people themselves stay in `people` (xref `B{number}-{sosa}`), so the
 * record search and the pedigree search find them like tree people.
 */
export const birthBriefs = pgTable(
  'birth_briefs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** Who compiled and sent it in (free text, as written on the form). */
    submittedBy: text('submitted_by').notNull().default(''),
    submittedYear: smallint('submitted_year'),
    /** The scanned form (an `images` row), when there is one. */
    scanImageId: integer('scan_image_id').references(() => images.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('birth_briefs_collection_number_idx').on(t.collectionId, t.number),
    check('birth_briefs_number', sql`${t.number} > 0`),
  ],
);

/** Who stands at which Sosa (Ahnentafel) position of a brief: 1 the subject, 2n father, 2n+1 mother. */
export const birthBriefPeople = pgTable(
  'birth_brief_people',
  {
    briefId: integer('brief_id')
      .notNull()
      .references(() => birthBriefs.id, { onDelete: 'cascade' }),
    sosa: smallint('sosa').notNull(),
    personId: integer('person_id')
      .notNull()
      .references(() => people.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.briefId, t.sosa] }),
    uniqueIndex('birth_brief_people_person_idx').on(t.personId),
    check('birth_brief_people_sosa', sql`${t.sosa} BETWEEN 1 AND 31`),
  ],
);

export const briefsSchema = { birthBriefs, birthBriefPeople };
