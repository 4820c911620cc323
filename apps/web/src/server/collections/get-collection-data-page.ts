import 'server-only';
import {
  type CollectionDetail,
  collectionDetailSchema,
  type RecordDetail,
  recordDetailSchema,
} from '@society/record-search';
import type { BrowsableKind } from '@society/record-search/paths';
import { cache } from 'react';
import { z } from 'zod';
import { recordTitle } from '../../lib/collections/record-labels.ts';
import { isUid } from '../../lib/routing.ts';
import { apiRead } from '../api/api-client.ts';

type PageParams = Record<string, string | string[] | undefined>;

/** `?letter=B` browses surnames by initial; `?record=123` shows one record of the collection. */
const pageParamsSchema = z.strictObject({
  letter: z
    .string()
    .regex(/^[A-Z]$/)
    .optional(),
  record: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number)
    .optional(),
});

export type CollectionDataPage =
  | { kind: 'collection'; detail: CollectionDetail }
  | { kind: 'record'; record: RecordDetail }
  /** The api keeps it for members: the page says so and offers to sign in. */
  | { kind: 'members-only'; message: string };

/**
 * A record set's or an index's page (`…/record-sets/{slug}`, `…/indexes/{slug}`) as this visitor may
 * see it: the collection with its A–Z surname browse, or one of its records. Null for an address
 * that names nothing (unknown collection or record, another kind's collection, stray parameters).
 */
export function getCollectionDataPage(
  kind: BrowsableKind,
  slug: string,
  params: PageParams,
): Promise<CollectionDataPage | null> {
  const parsed = pageParamsSchema.safeParse(params);
  if (!parsed.success || !isUid(slug)) return Promise.resolve(null);
  return collectionDataPage(kind, slug, parsed.data.letter, parsed.data.record);
}

/** Cached per request, so the page and its metadata ask the api once. */
const collectionDataPage = cache(async function collectionDataPage(
  kind: BrowsableKind,
  slug: string,
  letter: string | undefined,
  record: number | undefined,
): Promise<CollectionDataPage | null> {
  const path = `/api/collections/${encodeURIComponent(slug)}${letter ? `?letter=${letter}` : ''}`;
  if (record !== undefined) {
    if (letter !== undefined) return null;
    const answer = await apiRead(`/api/records/${record}`, recordDetailSchema);
    if (!answer.ok) {
      if (answer.status === 401 || answer.status === 403) return membersOnly(answer.message);
      // The api hides a members-only collection's records; say so rather than "not found".
      const collection = await apiRead(path, collectionDetailSchema);
      return collection.ok && collection.data.locked && collection.data.collection.kind === kind
        ? membersOnly(answer.message)
        : null;
    }
    const { collection } = answer.data;
    return collection.uid === slug && collection.kind === kind
      ? { kind: 'record', record: answer.data }
      : null;
  }
  const answer = await apiRead(path, collectionDetailSchema);
  if (!answer.ok) return answer.status === 401 || answer.status === 403 ? membersOnly(answer.message) : null;
  // A members-only collection the reader may not search comes `locked`: its page says what it
  // holds and how to get access.
  return answer.data.collection.kind === kind ? { kind: 'collection', detail: answer.data } : null;
});

const membersOnly = (message: string): CollectionDataPage => ({ kind: 'members-only', message });

/** The `<title>` of a record set's or index's page. */
export function collectionDataTitle(page: CollectionDataPage | null): string {
  if (!page) return 'Collection not found';
  if (page.kind === 'collection') return page.detail.collection.title;
  if (page.kind === 'record') return `${recordTitle(page.record)} | ${page.record.collection.title}`;
  return 'A members’ record';
}
