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
import { connection } from 'next/server';
import type { SiteDocument } from '../../lib/content-types.ts';
import { createClient } from '../../prismicio.ts';
import { ContentStatusError } from './content-status-error.ts';

type DocumentType = SiteDocument['type'];
type QueryParams = Partial<Omit<BuildQueryURLArgs, 'page' | 'pageSize' | 'ref'>>;
export type ListParams = QueryParams & { page?: number; pageSize: number };

/** The spec's first-result query: always page 1 of size 1, whatever the caller asks. */
const FIRST_RESULT = { page: 1, pageSize: 1 } as const;

const isEmptyResult = (error: unknown) =>
  error instanceof NotFoundError &&
  !(error instanceof RepositoryNotFoundError) &&
  error.response === undefined;

/**
 * Maps the client's errors for statuses it handles itself (404, 410) onto the spec's wording. The
 * original is not kept as `cause`: its URL carries the access token, and causes end up in logs.
 */
function toContentError(error: unknown): unknown {
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
  await connection();
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
 * The only way pages read content. Reading marks the render as request-time (so builds never
 * need the content service); responses still come from Next's data cache, tagged `prismic`.
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
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
