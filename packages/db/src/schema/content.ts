import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

type JsonObject = { [key: string]: unknown };

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A document's identity; its content lives in immutable versions. */
export const documents = pgTable('documents', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  lang: text('lang').notNull(),
  groupId: text('group_id').notNull(),
  createdAt: createdAt(),
});

export const documentVersions = pgTable(
  'document_versions',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    uid: text('uid'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    data: jsonb('data').$type<JsonObject>().notNull(),
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_versions_document_idx').on(t.documentId)],
);

/** Each publish mints a new master ref; ids order publications in time. */
export const publications = pgTable('publications', {
  id: serial('id').primaryKey(),
  ref: text('ref').notNull().unique(),
  note: text('note'),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Which version of a document is live, from one publication until (excluding) another:
 * the snapshot under publication P is every row with from <= P < to.
 */
export const publishedVersions = pgTable(
  'published_versions',
  {
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id),
    firstPublicationDate: timestamp('first_publication_date', { withTimezone: true }).notNull(),
    lastPublicationDate: timestamp('last_publication_date', { withTimezone: true }).notNull(),
    fromPublication: integer('from_publication')
      .notNull()
      .references(() => publications.id),
    toPublication: integer('to_publication').references(() => publications.id),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.fromPublication] }),
    index('published_versions_span_idx').on(t.fromPublication, t.toPublication),
  ],
);

/** The pending edit of a document, at most one per document. */
export const drafts = pgTable('drafts', {
  documentId: text('document_id')
    .primaryKey()
    .references(() => documents.id, { onDelete: 'cascade' }),
  versionId: integer('version_id')
    .notNull()
    .references(() => documentVersions.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const releases = pgTable('releases', {
  id: text('id').primaryKey(),
  label: text('label').notNull(),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  /** Changes whenever the release's content changes, so release refs stay immutable. */
  token: text('token').notNull().unique(),
  status: text('status', { enum: ['open', 'published', 'discarded'] })
    .notNull()
    .default('open'),
  createdAt: createdAt(),
});

export const releaseDocuments = pgTable(
  'release_documents',
  {
    releaseId: text('release_id')
      .notNull()
      .references(() => releases.id, { onDelete: 'cascade' }),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => documentVersions.id),
  },
  (t) => [primaryKey({ columns: [t.releaseId, t.documentId] })],
);

export const previewSessions = pgTable('preview_sessions', {
  id: text('id').primaryKey(),
  releaseId: text('release_id').references(() => releases.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const assets = pgTable('assets', {
  name: text('name').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  width: integer('width'),
  height: integer('height'),
  contentHash: text('content_hash').notNull(),
  /** What the image shows, for screen readers; the studio asks for it on upload. */
  alt: text('alt'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every editorial change to a document, who made it and when: saves, publishes, restores, releases.
 * The actor is the studio's signed-in user (id and e-mail as the api knows them) or a tool.
 */
export const documentChanges = pgTable(
  'document_changes',
  {
    id: serial('id').primaryKey(),
    documentId: text('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    versionId: integer('version_id').references(() => documentVersions.id),
    action: text('action', {
      enum: ['saved', 'published', 'unpublished', 'discarded', 'restored', 'released', 'scheduled'],
    }).notNull(),
    detail: text('detail'),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('document_changes_document_idx').on(t.documentId, t.id)],
);

export const repositorySettings = pgTable('repository_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<JsonObject>().notNull(),
});

export const contentSchema = {
  documents,
  documentVersions,
  publications,
  publishedVersions,
  drafts,
  releases,
  releaseDocuments,
  previewSessions,
  assets,
  documentChanges,
  repositorySettings,
};
