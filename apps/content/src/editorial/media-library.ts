import { assets } from '@society/db/content-schema';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { ContentDb } from '../store/content-db.ts';
import { EditorialError } from '../store/editorial-error.ts';
import { hashContent } from '../store/hash-content.ts';
import { newId } from '../store/ids.ts';
import { MEDIA_KINDS, mediaMessages, mediaName, sniffMedia } from './media-rules.ts';

export type MediaItem = {
  name: string;
  contentType: string;
  width: number | null;
  height: number | null;
  size: number;
  alt: string | null;
  updatedAt: string;
  /** Documents whose draft, live version or open release version uses the file. */
  usage: number;
};

/**
 * Documents using each asset: a working version (draft, live, or in an open release) whose data
 * names `/assets/<name>` followed by the end of the URL or its query.
 */
const usageSql = (name: ReturnType<typeof sql>) => sql`(
  SELECT count(DISTINCT v.document_id)::int FROM document_versions v
  WHERE v.id IN (SELECT version_id FROM drafts
      UNION SELECT version_id FROM published_versions WHERE to_publication IS NULL
      UNION SELECT rd.version_id FROM release_documents rd JOIN releases r ON r.id = rd.release_id AND r.status = 'open')
    AND (strpos(v.data::text, '/assets/' || ${name} || '"') > 0 OR strpos(v.data::text, '/assets/' || ${name} || '?') > 0))`;

export async function listMedia(db: ContentDb): Promise<MediaItem[]> {
  const { rows } = await db.execute<MediaItem>(sql`
    SELECT a.name, a.content_type AS "contentType", a.width, a.height, octet_length(a.bytes) AS size,
      a.alt, a.updated_at AS "updatedAt", ${usageSql(sql`a.name`)} AS usage
    FROM assets a ORDER BY a.updated_at DESC, a.name`);
  return rows;
}

export async function mediaUsage(db: ContentDb, name: string): Promise<number> {
  const { rows } = await db.execute<{ usage: number }>(sql`SELECT ${usageSql(sql`${name}`)} AS usage`);
  return rows[0]?.usage ?? 0;
}

/** Checks an upload's kind (from its bytes) and size, with a message an editor can act on. */
async function checkedFile(bytes: Buffer) {
  if (bytes.length === 0) throw new EditorialError('invalid', mediaMessages.empty);
  const sniffed = sniffMedia(bytes);
  if (!sniffed) throw new EditorialError('invalid', mediaMessages.type);
  if (bytes.length > MEDIA_KINDS[sniffed.kind].maxBytes)
    throw new EditorialError('invalid', mediaMessages.tooLarge(sniffed.kind));
  let size: { width: number | null; height: number | null } = { width: null, height: null };
  if (sniffed.kind === 'image') {
    const metadata = await sharp(bytes)
      .metadata()
      .catch(() => null);
    // The header alone can be sound over damaged pixels, which every rendition would then fail on:
    // the image is decoded, as a small rendition so a large photo costs little memory.
    const decodes = await sharp(bytes, { sequentialRead: true })
      .resize(64, 64, { fit: 'inside' })
      .raw()
      .toBuffer()
      .then(
        () => true,
        () => false,
      );
    if (!metadata?.width || !decodes) throw new EditorialError('invalid', mediaMessages.notWhatItSays);
    size = { width: metadata.width, height: metadata.height ?? null };
  }
  return { ...sniffed, ...size, contentHash: hashContent(bytes.toString('base64')) };
}

export async function uploadMedia(db: ContentDb, fileName: string, bytes: Buffer, alt: string | null) {
  const file = await checkedFile(bytes);
  const name = mediaName(fileName, file.contentType, newId().slice(0, 8).toLowerCase());
  await db.insert(assets).values({
    name,
    contentType: file.contentType,
    bytes,
    width: file.width,
    height: file.height,
    contentHash: file.contentHash,
    alt,
  });
  return name;
}

async function existing(db: ContentDb, name: string) {
  const [row] = await db
    .select({ contentType: assets.contentType })
    .from(assets)
    .where(eq(assets.name, name));
  if (!row) throw new EditorialError('not_found', `No file ${name}.`);
  return row;
}

/** New bytes under the same name, so every document using the file shows the new one. */
export async function replaceMedia(db: ContentDb, name: string, bytes: Buffer): Promise<void> {
  const old = await existing(db, name);
  const file = await checkedFile(bytes);
  const oldKind = old.contentType === 'application/pdf' ? 'pdf' : 'image';
  if (oldKind !== file.kind) throw new EditorialError('invalid', mediaMessages.sameKind);
  await db
    .update(assets)
    .set({
      contentType: file.contentType,
      bytes,
      width: file.width,
      height: file.height,
      contentHash: file.contentHash,
      updatedAt: new Date(),
    })
    .where(eq(assets.name, name));
}

export async function describeMedia(db: ContentDb, name: string, alt: string): Promise<void> {
  await existing(db, name);
  await db.update(assets).set({ alt, updatedAt: new Date() }).where(eq(assets.name, name));
}

/** Deletes a file no document uses; a used one is refused (409) saying how many use it. */
export async function deleteMedia(db: ContentDb, name: string): Promise<void> {
  await existing(db, name);
  const usage = await mediaUsage(db, name);
  if (usage > 0) throw new EditorialError('conflict', mediaMessages.inUse(usage), [], { usage });
  await db.delete(assets).where(eq(assets.name, name));
}
