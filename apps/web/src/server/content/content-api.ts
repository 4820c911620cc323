import 'server-only';
import {
  type BuildQueryURLArgs,
  NotFoundError,
  PreviewTokenExpiredError,
  PrismicError,
  RefExpiredError,
  RefNotFoundError,
  RepositoryNotFoundError,
} from '@prismicio/client';
import type { SiteDocument } from '../../lib/content-types.ts';
import { createClient } from '../../prismicio.ts';
import { ContentStatusError } from './content-status-error.ts';
import { ContentUnreachableError, isContentUnreachable } from './content-unreachable-error.ts';

type DocumentType = SiteDocument['type'];
type QueryParams = Partial<Omit<BuildQueryURLArgs, 'page' | 'pageSize' | 'ref'>>;
export type ListParams = QueryParams & { page?: number; pageSize: number };

/** A first-result query: always page 1 of size 1, whatever the caller asks. */
const FIRST_RESULT = { page: 1, pageSize: 1 } as const;

const isEmptyResult = (error: unknown) =>
  error instanceof NotFoundError &&
  !(error instanceof RepositoryNotFoundError) &&
  error.response === undefined;

/**
 * Maps the client's errors for statuses it handles itself (404, 410) onto the catalogue's wording. The
 * original is not kept as `cause`: its URL carries the access token, and causes end up in logs.
 */
function toContentError(error: unknown): unknown {
  if (isContentUnreachable(error)) return new ContentUnreachableError(error);
  if (!(error instanceof PrismicError) || !error.url) return error;
  if (error instanceof RefExpiredError) return new ContentStatusError(410, error.url);
  if (
    error instanceof NotFoundError ||
    error instanceof RefNotFoundError ||
    error instanceof PreviewTokenExpiredError
  ) {
    return new ContentStatusError(404, error.url);
  }
  return error;
}

type Client = ReturnType<typeof createClient>;
type Query<T> = (ref: { ref?: string }) => Promise<T>;

/** An expired preview session falls back to published content; the preview bar stays so the editor can leave. */
async function run<T>(client: Client, query: Query<T>): Promise<T> {
  try {
    return await query({});
  } catch (error) {
    if (!(error instanceof PreviewTokenExpiredError)) throw error;
    console.warn('The preview session has expired; showing published content.');
    return query({ ref: (await client.getMasterRef()).ref });
  }
}

async function firstOrNull<T>(client: Client, query: Query<T>): Promise<T | null> {
  try {
    return await run(client, query);
  } catch (error) {
    if (isEmptyResult(error)) return null;
    throw toContentError(error);
  }
}

/**
 * The only way pages read content. Pages that read it are pre-rendered at build and regenerated
 * by the publish webhook (or after `revalidate` seconds); answers are shared for 5 s in
 * `cachedContentFetch`.
 */
export function createContentApi(client = createClient()) {
  return {
    getSingle<T extends DocumentType>(type: T, params: QueryParams = {}) {
      return firstOrNull(client, (ref) =>
        client.getSingle<SiteDocument, T>(type, { ...params, ...ref, ...FIRST_RESULT }),
      );
    },

    async getByUID<T extends DocumentType>(type: T, uid: string, params: QueryParams = {}) {
      if (params.lang === '*') {
        throw new Error(
          `getByUID("${type}", "${uid}") with language "*" is forbidden: a uid is only unique within one language.`,
        );
      }
      return firstOrNull(client, (ref) =>
        client.getByUID<SiteDocument, T>(type, uid, { ...params, ...ref, ...FIRST_RESULT }),
      );
    },

    getByID(id: string, params: QueryParams = {}) {
      return firstOrNull(client, (ref) =>
        client.getByID<SiteDocument>(id, { ...params, ...ref, ...FIRST_RESULT }),
      );
    },

    async getByType<T extends DocumentType>(type: T, params: ListParams) {
      try {
        return await run(client, (ref) =>
          client.getByType<SiteDocument, T>(type, { page: 1, ...params, ...ref }),
        );
      } catch (error) {
        throw toContentError(error);
      }
    },

    /** Every document of a type, page by page (for pre-rendering, sitemaps and feeds). */
    async getAllByType<T extends DocumentType>(type: T, params: QueryParams = {}) {
      try {
        return await run(client, (ref) =>
          client.getAllByType<SiteDocument, T>(type, { pageSize: 100, ...params, ...ref }),
        );
      } catch (error) {
        throw toContentError(error);
      }
    },

    /** The published documents among these ids (missing ones are unpublished or deleted). */
    async getAllByIDs(ids: string[], params: QueryParams = {}) {
      try {
        return await run(client, (ref) => client.getAllByIDs<SiteDocument>(ids, { ...params, ...ref }));
      } catch (error) {
        throw toContentError(error);
      }
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
