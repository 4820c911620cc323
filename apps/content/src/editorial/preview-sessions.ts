import { previewSessions, releases } from '@society/db/content-schema';
import { eq } from 'drizzle-orm';
import type { ContentDb } from '../store/content-db.ts';
import { EditorialError } from '../store/editorial-error.ts';
import { newId } from '../store/ids.ts';

export type PreviewOptions = {
  publicUrl: string;
  siteUrl: string;
  minutes: number;
  releaseId?: string | undefined;
  documentId?: string | undefined;
};

/**
 * A preview session shows published content plus every draft (and a release, when given). Its
 * token contains `websitePreviewId=`, which `@prismicio/next` requires before it uses a preview.
 */
export async function createPreviewSession(db: ContentDb, options: PreviewOptions) {
  if (options.releaseId) {
    const [release] = await db.select().from(releases).where(eq(releases.id, options.releaseId));
    if (release?.status !== 'open')
      throw new EditorialError('not_found', `No open release ${options.releaseId}.`);
  }
  const id = newId(20);
  const expiresAt = new Date(Date.now() + options.minutes * 60_000);
  await db.insert(previewSessions).values({ id, releaseId: options.releaseId ?? null, expiresAt });
  const token = `${options.publicUrl}/previews/${id}?websitePreviewId=${id}`;
  const preview = new URL('/preview', options.siteUrl);
  preview.searchParams.set('token', token);
  if (options.documentId) preview.searchParams.set('documentId', options.documentId);
  return { id, token, expiresAt: expiresAt.toISOString(), previewUrl: preview.toString() };
}

export async function endPreviewSession(db: ContentDb, id: string): Promise<boolean> {
  const ended = await db
    .update(previewSessions)
    .set({ expiresAt: new Date() })
    .where(eq(previewSessions.id, id))
    .returning();
  return ended.length > 0;
}
