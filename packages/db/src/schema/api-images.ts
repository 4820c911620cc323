import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { collectionAccess, collections, records } from './api-collections.ts';

export const imageSide = pgEnum('image_side', ['front', 'back', 'page']);

/**
 * A scanned or generated image of a record (a memorial card's front and back, a register page),
 * tiled into IIIF Image API level-0 files under the api's IMAGES_DIR in the folder named by its id.
 * The api serves the tiles only to whoever may see the collection (and the image's own access).
 */
export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    recordId: integer('record_id').references(() => records.id, { onDelete: 'cascade' }),
    side: imageSide('side').notNull().default('page'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** `members` makes this image members-only even in a public collection. */
    access: collectionAccess('access').notNull().default('public'),
    /** What the image shows, for the gallery and the viewer (a card's name, a brief's number). */
    title: text('title').notNull().default(''),
    /** False for scans the society may show but not hand out (members' own documents). */
    allowDownload: boolean('allow_download').notNull().default(true),
    /** The staff upload (`collection_imports`) that added it; null otherwise. */
    importId: integer('import_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('images_record_idx').on(t.recordId),
    index('images_collection_idx').on(t.collectionId),
    check('images_size', sql`${t.width} > 0 AND ${t.height} > 0`),
  ],
);

export const imagesSchema = { images };
