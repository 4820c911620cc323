import { documents, documentVersions } from '@society/db/content-schema';
import { eq } from 'drizzle-orm';
import type { ContentTx } from './content-db.ts';
import { type DocumentInput, versionContent } from './document-input.ts';
import { EditorialError } from './editorial-error.ts';
import { hashContent } from './hash-content.ts';

/** Stores a new immutable version of a document (creating the document); returns its id. */
export async function saveVersion(
  tx: ContentTx,
  doc: DocumentInput,
): Promise<{ versionId: number; hash: string }> {
  const [existing] = await tx.select().from(documents).where(eq(documents.id, doc.id));
  if (existing && (existing.type !== doc.type || existing.lang !== doc.lang)) {
    throw new EditorialError(
      'conflict',
      `Document ${doc.id} is a ${existing.type} (${existing.lang}); its type and language cannot change.`,
    );
  }
  if (!existing) {
    const groupId = doc.alternate_languages[0]?.id ?? doc.id;
    await tx.insert(documents).values({ id: doc.id, type: doc.type, lang: doc.lang, groupId });
  }
  const hash = hashContent(versionContent(doc));
  const [row] = await tx
    .insert(documentVersions)
    .values({ documentId: doc.id, uid: doc.uid, tags: doc.tags, data: doc.data, contentHash: hash })
    .returning({ id: documentVersions.id });
  return { versionId: row!.id, hash };
}
