import 'server-only';
import { filter, isFilled } from '@prismicio/client';
import { revalidatePath } from 'next/cache';
import { type AffectedPaths, affectedPaths } from '../../lib/affected-paths.ts';
import type { SiteDocument } from '../../lib/content-types.ts';
import { clearContentCache } from './cached-content-fetch.ts';
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

/** Which pages a publish of these documents changes; unknown or vanished documents mean all of them. */
async function pagesToRegenerate(documentIds: string[] | undefined): Promise<AffectedPaths> {
  if (!documentIds?.length) return EVERYTHING;
  const documents = await createContentApi().getAllByIDs(documentIds);
  // An unpublished or deleted document's old URL cannot be looked up any more.
  if (documents.length < new Set(documentIds).size) return EVERYTHING;
  return affectedPaths(documents, await relatedPages(documents));
}

/**
 * The publish webhook's work: forget cached content answers, then expire the pre-rendered pages
 * the publish changed so their next request renders them again; other pages are left alone. When
 * the content service cannot say what changed this throws and nothing is expired: pages keep
 * being served and the layout's `revalidate` interval catches up later.
 */
export async function revalidateDocuments(documentIds: string[] | undefined): Promise<AffectedPaths> {
  clearContentCache();
  const affected = await pagesToRegenerate(documentIds);
  if (affected.everything) revalidatePath('/', 'layout');
  for (const path of affected.paths) revalidatePath(path);
  for (const route of affected.routes) revalidatePath(route, 'page');
  return affected;
}
