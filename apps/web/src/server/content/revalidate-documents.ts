import 'server-only';
import { filter, isFilled } from '@prismicio/client';
import { revalidatePath } from 'next/cache';
import { type AffectedPaths, affectedPaths } from '../../lib/affected-paths.ts';
import type { SiteDocument } from '../../lib/content-types.ts';
import { createClient } from '../../prismicio.ts';
import { clearContentCache, lastSeenMasterRef } from './cached-content-fetch.ts';
import { createContentApi } from './content-api.ts';

const EVERYTHING: AffectedPaths = { everything: true, paths: [], routes: [] };

/** A page's parent lists it as a child, and its siblings show it in their section navigation. */
async function relatedPages(documents: SiteDocument[]): Promise<SiteDocument[]> {
  const parentIds = new Set(
    documents.flatMap((doc) =>
      doc.type === 'page' && isFilled.contentRelationship(doc.data.parent) ? [doc.data.parent.id] : [],
    ),
  );
  if (parentIds.size === 0) return [];
  const api = createContentApi();
  const [parents, siblings] = await Promise.all([
    api.getAllByIDs([...parentIds]),
    api.getAllByType('page', { filters: [filter.any('my.page.parent', [...parentIds])] }),
  ]);
  return [...parents, ...siblings];
}

/** Documents unpublished or deleted by the publish, as they were under the ref the site last read. */
async function vanishedDocuments(
  ids: string[],
  previousRef: string | undefined,
): Promise<SiteDocument[] | null> {
  if (ids.length === 0) return [];
  if (!previousRef) return null;
  const client = createClient();
  client.queryContentFromRef(previousRef);
  const documents = await createContentApi(client).getAllByIDs(ids);
  return documents.length === ids.length ? documents : null;
}

/** Which pages a publish of these documents changes; documents that cannot be placed mean all of them. */
async function pagesToRegenerate(
  documentIds: string[] | undefined,
  previousRef: string | undefined,
): Promise<AffectedPaths> {
  if (!documentIds?.length) return EVERYTHING;
  const ids = [...new Set(documentIds)];
  const published = await createContentApi().getAllByIDs(ids);
  const found = new Set(published.map((doc) => doc.id));
  const vanished = await vanishedDocuments(
    ids.filter((id) => !found.has(id)),
    previousRef,
  );
  if (!vanished) return EVERYTHING;
  const documents = [...published, ...vanished];
  return affectedPaths(documents, await relatedPages(documents));
}

/**
 * The publish webhook's work: forget cached content answers, then expire the pre-rendered pages
 * the publish changed so their next request renders them again; other pages are left alone. When
 * the content service cannot say what changed this throws and nothing is expired: pages keep
 * being served and the layout's `revalidate` interval catches up later.
 */
export async function revalidateDocuments(documentIds: string[] | undefined): Promise<AffectedPaths> {
  const previousRef = lastSeenMasterRef();
  clearContentCache();
  const affected = await pagesToRegenerate(documentIds, previousRef);
  if (affected.everything) revalidatePath('/', 'layout');
  for (const path of affected.paths) revalidatePath(path);
  for (const route of affected.routes) revalidatePath(route, 'page');
  return affected;
}
