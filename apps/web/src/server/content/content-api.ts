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

/** Maps the client's errors for statuses it handles itself (404, 410) onto the spec's wording. */
function toContentError(error: unknown): unknown {
  if (!(error instanceof PrismicError) || !error.url) return error;
  if (error instanceof RefExpiredError) return new ContentStatusError(410, error.url, { cause: error });
  if (
    error instanceof NotFoundError ||
    error instanceof RefNotFoundError ||
    error instanceof PreviewTokenExpiredError
  ) {
    return new ContentStatusError(404, error.url, { cause: error });
  }
  return error;
}

async function firstOrNull<T>(query: () => Promise<T>): Promise<T | null> {
  try {
    return await query();
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
    async getSingle<T extends DocumentType>(type: T, params: QueryParams = {}) {
      await connection();
      return firstOrNull(() => client.getSingle<SiteDocument, T>(type, { ...params, ...FIRST_RESULT }));
    },

    async getByUID<T extends DocumentType>(type: T, uid: string, params: QueryParams = {}) {
      if (params.lang === '*') {
        throw new Error(
          `getByUID("${type}", "${uid}") with language "*" is forbidden: a uid is only unique within one language.`,
        );
      }
      await connection();
      return firstOrNull(() => client.getByUID<SiteDocument, T>(type, uid, { ...params, ...FIRST_RESULT }));
    },

    async getByType<T extends DocumentType>(type: T, params: ListParams) {
      await connection();
      try {
        return await client.getByType<SiteDocument, T>(type, { page: 1, ...params });
      } catch (error) {
        throw toContentError(error);
      }
    },
  };
}

export type ContentApi = ReturnType<typeof createContentApi>;
