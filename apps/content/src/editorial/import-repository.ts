import { type ContentModel, contentModel } from '@society/content-model';
import { assets, repositorySettings } from '@society/db/content-schema';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { parseDateValue } from '../query/dates.ts';
import type { ContentDb, ContentTx } from '../store/content-db.ts';
import { type DocumentInput, versionContent } from '../store/document-input.ts';
import { hashContent } from '../store/hash-content.ts';
import { type Publication, publishVersions } from '../store/publish-versions.ts';
import { saveVersion } from '../store/save-version.ts';
import { contentTypeOf } from './asset-types.ts';
import { assertDocumentsValid } from './check-documents.ts';
import { putReleaseDocumentIn, upsertRelease } from './releases.ts';
import type { BundleAsset, RepositoryBundle } from './repository-bundle.ts';
import { saveDraftIn } from './save-draft.ts';

export type ImportSummary = {
  published: number;
  drafts: number;
  releaseDocuments: number;
  assets: number;
  settings: boolean;
  ref: string | null;
  documentIds: string[];
};

const toDate = (value: string | null | undefined) => {
  const ms = value ? parseDateValue(value) : null;
  return ms === null ? undefined : new Date(ms);
};

/** Content hashes of what is live, drafted and in releases, keyed `kind:scope:documentId`. */
async function currentHashes(tx: ContentTx): Promise<Map<string, string>> {
  const { rows } = await tx.execute<{ key: string; hash: string }>(sql`
    SELECT 'live::' || p.document_id AS key, v.content_hash AS hash FROM published_versions p
      JOIN document_versions v ON v.id = p.version_id WHERE p.to_publication IS NULL
    UNION ALL SELECT 'draft::' || d.document_id, v.content_hash FROM drafts d JOIN document_versions v ON v.id = d.version_id
    UNION ALL SELECT 'release:' || r.release_id || ':' || r.document_id, v.content_hash FROM release_documents r
      JOIN document_versions v ON v.id = r.version_id`);
  return new Map(rows.map((row) => [row.key, row.hash]));
}

async function importAssets(tx: ContentTx, files: BundleAsset[]): Promise<number> {
  let changed = 0;
  for (const file of files) {
    const contentHash = hashContent(file.bytes.toString('base64'));
    const [existing] = await tx
      .select({ hash: assets.contentHash })
      .from(assets)
      .where(eq(assets.name, file.name));
    if (existing?.hash === contentHash) continue;
    const { width, height } = await sharp(file.bytes)
      .metadata()
      .catch(() => ({ width: undefined, height: undefined }));
    const row = { contentType: contentTypeOf(file.name), bytes: file.bytes, width, height, contentHash };
    await tx
      .insert(assets)
      .values({ name: file.name, ...row })
      .onConflictDoUpdate({ target: assets.name, set: row });
    changed++;
  }
  return changed;
}

/**
 * Loads a repository bundle. Idempotent: only content that differs from what is stored creates
 * versions, and all changed published documents go live together under one new master ref.
 */
export async function importRepository(
  db: ContentDb,
  bundle: RepositoryBundle,
  files: BundleAsset[] = [],
  model: ContentModel | null = contentModel,
) {
  return db.transaction(async (tx): Promise<ImportSummary> => {
    // Nothing is written unless every document fits the content model.
    assertDocumentsValid(
      model,
      [
        ...bundle.documents.map((doc, i) => ({ doc, prefix: `documents[${i}]` })),
        ...bundle.drafts.map((doc, i) => ({ doc, prefix: `drafts[${i}]` })),
        ...bundle.releases.flatMap(({ documents }, r) =>
          documents.map((doc, i) => ({ doc, prefix: `releases[${r}].documents[${i}]` })),
        ),
      ],
      'Cannot import documents that do not fit their type',
    );
    let settings = false;
    if (bundle.repository) {
      const [row] = await tx
        .select()
        .from(repositorySettings)
        .where(eq(repositorySettings.key, 'repository'));
      settings = !row || hashContent(row.value) !== hashContent(bundle.repository);
      if (settings) {
        const value = bundle.repository;
        await tx.insert(repositorySettings).values({ key: 'repository', value }).onConflictDoUpdate({
          target: repositorySettings.key,
          set: { value },
        });
      }
    }
    const assetCount = await importAssets(tx, files);
    const hashes = await currentHashes(tx);
    const differs = (key: string, doc: DocumentInput) => hashes.get(key) !== hashContent(versionContent(doc));

    const toPublish = [];
    for (const doc of bundle.documents.filter((d) => differs(`live::${d.id}`, d))) {
      const { versionId } = await saveVersion(tx, doc);
      const dates = {
        firstPublicationDate: toDate(doc.first_publication_date),
        lastPublicationDate: toDate(doc.last_publication_date),
      };
      toPublish.push({ documentId: doc.id, versionId, ...dates });
    }
    const publication: Publication | null = await publishVersions(tx, toPublish, { note: 'import' });

    const drafts = bundle.drafts.filter((d) => differs(`draft::${d.id}`, d) && differs(`live::${d.id}`, d));
    for (const doc of drafts) await saveDraftIn(tx, doc);

    let releaseDocuments = 0;
    for (const { release, documents } of bundle.releases) {
      await upsertRelease(tx, release);
      for (const doc of documents.filter((d) => differs(`release:${release.id}:${d.id}`, d))) {
        await putReleaseDocumentIn(tx, release.id, doc);
        releaseDocuments++;
      }
    }
    if (settings) await tx.execute(sql`SELECT pg_notify('content_published', 'settings')`);
    return {
      published: publication?.documentIds.length ?? 0,
      drafts: drafts.length,
      releaseDocuments,
      assets: assetCount,
      settings,
      ref: publication?.ref ?? null,
      documentIds: publication?.documentIds ?? [],
    };
  });
}
