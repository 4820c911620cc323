import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { connectDatabase, withDatabaseName } from '@society/db';
import { contentSchema, documentVersions, publications, publishedVersions } from '@society/db/content-schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { stack } from './stack.ts';

let db: ReturnType<typeof connectDatabase<typeof contentSchema>> | null = null;
/** The content service's database, for content the editorial API would refuse. */
function contentDb() {
  const { serverUrl } = JSON.parse(readFileSync(path.join(stack.dataDir, 'postgres-runtime.json'), 'utf8'));
  db ??= connectDatabase(withDatabaseName(serverUrl, 'society_content'), contentSchema, {
    maxConnections: 1,
    applicationName: 'e2e',
  });
  return db;
}

/**
 * Publishes a live document with `changes` to its data as the content service itself would (a new
 * version under a new master ref, announced on its channel), without the editorial API's checks:
 * what a bad import from elsewhere, or an older service version, may have left in the database.
 */
export async function publishAroundTheEditorialApi(documentId: string, changes: Record<string, unknown>) {
  await contentDb().transaction(async (tx) => {
    const [live] = await tx
      .select({ version: documentVersions, firstPublicationDate: publishedVersions.firstPublicationDate })
      .from(publishedVersions)
      .innerJoin(documentVersions, eq(documentVersions.id, publishedVersions.versionId))
      .where(and(eq(publishedVersions.documentId, documentId), isNull(publishedVersions.toPublication)));
    if (!live) throw new Error(`${documentId} is not published`);
    const [version] = await tx
      .insert(documentVersions)
      .values({
        documentId,
        uid: live.version.uid,
        tags: live.version.tags,
        data: { ...live.version.data, ...changes },
        contentHash: randomBytes(12).toString('base64url'),
      })
      .returning();
    const ref = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16);
    const [publication] = await tx
      .insert(publications)
      .values({ ref, note: 'e2e: around the API' })
      .returning();
    await tx
      .update(publishedVersions)
      .set({ toPublication: publication!.id })
      .where(and(eq(publishedVersions.documentId, documentId), isNull(publishedVersions.toPublication)));
    await tx.insert(publishedVersions).values({
      documentId,
      versionId: version!.id,
      firstPublicationDate: live.firstPublicationDate,
      lastPublicationDate: publication!.publishedAt,
      fromPublication: publication!.id,
    });
    await tx.execute(sql`SELECT pg_notify('content_published', ${ref})`);
  });
}
