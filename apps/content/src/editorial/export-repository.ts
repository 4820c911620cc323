import { assets, releases, repositorySettings } from '@society/db/content-schema';
import { eq, sql } from 'drizzle-orm';
import { formatApiDate } from '../query/dates.ts';
import type { StoredDocument } from '../query/types.ts';
import type { ContentDb } from '../store/content-db.ts';
import { loadOverlay, loadPublishedDocuments } from '../store/load-documents.ts';
import { repositorySettingsSchema } from '../store/repository-settings.ts';
import type { BundleAsset, RepositoryBundle } from './repository-bundle.ts';

const toInput = (doc: StoredDocument, all: readonly StoredDocument[]) => ({
  id: doc.id,
  uid: doc.uid,
  type: doc.type,
  lang: doc.lang,
  tags: doc.tags,
  first_publication_date: formatApiDate(doc.firstPublicationDate),
  last_publication_date: formatApiDate(doc.lastPublicationDate),
  alternate_languages: all
    .filter((other) => other.groupId === doc.groupId && other.id !== doc.id)
    .map((other) => ({ id: other.id, uid: other.uid, type: other.type, lang: other.lang })),
  data: doc.data,
});

/** The whole repository as import reads it: live documents, drafts, open releases and assets. */
export async function exportRepository(
  db: ContentDb,
): Promise<{ bundle: RepositoryBundle; assets: BundleAsset[] }> {
  const [latest] = (await db.execute<{ id: number }>(sql`SELECT max(id) AS id FROM publications`)).rows;
  const live = latest?.id ? await loadPublishedDocuments(db, latest.id) : [];
  const drafts = await loadOverlay(db, { drafts: true });
  const open = await db.select().from(releases).where(eq(releases.status, 'open'));
  const [settings] = await db
    .select()
    .from(repositorySettings)
    .where(eq(repositorySettings.key, 'repository'));
  const releaseBundles = [];
  for (const release of open) {
    const documents = await loadOverlay(db, { releaseId: release.id });
    releaseBundles.push({
      release: {
        id: release.id,
        label: release.label,
        scheduledAt: release.scheduledAt?.toISOString() ?? null,
      },
      documents: documents.map((doc) => toInput(doc, live)),
    });
  }
  const files = await db.select({ name: assets.name, bytes: assets.bytes }).from(assets);
  return {
    bundle: {
      ...(settings ? { repository: repositorySettingsSchema.parse(settings.value) } : {}),
      documents: live.map((doc) => toInput(doc, live)),
      drafts: drafts.map((doc) => toInput(doc, live)),
      releases: releaseBundles,
    } as RepositoryBundle,
    assets: files,
  };
}
