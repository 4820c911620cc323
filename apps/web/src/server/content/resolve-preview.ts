import 'server-only';
import {
  NotFoundError,
  PreviewTokenExpiredError,
  RefExpiredError,
  RefNotFoundError,
} from '@prismicio/client';
import { safeLocalPath } from '@society/safe-redirect';
import { type LinkableDocument, linkResolver } from '../../lib/link-resolver.ts';
import type { PreviewRequest } from '../../lib/preview-request.ts';
import { createClient } from '../../prismicio.ts';

export type PreviewResolution =
  | { ok: true; location: string }
  | { ok: false; status: 400 | 503; message: string };

const isEmptyResult = (error: unknown) => error instanceof NotFoundError && error.response === undefined;

const isDeadToken = (error: unknown) =>
  error instanceof PreviewTokenExpiredError ||
  error instanceof RefExpiredError ||
  error instanceof RefNotFoundError;

/**
 * Checks a preview token with the content service and finds where the previewed document lives:
 * its resolved URL, or `/` when there is no document id or it cannot be found.
 */
export async function resolvePreview({ token, documentId }: PreviewRequest): Promise<PreviewResolution> {
  const client = createClient({ fetchOptions: { cache: 'no-store' } });
  try {
    if (documentId) {
      try {
        const document = await client.getByID(documentId, { ref: token, lang: '*' });
        return {
          ok: true,
          location: safeLocalPath(linkResolver(document as LinkableDocument) ?? document.url) ?? '/',
        };
      } catch (error) {
        if (!isEmptyResult(error)) throw error;
        return { ok: true, location: '/' };
      }
    }
    await client.get({ ref: token, page: 1, pageSize: 1 });
    return { ok: true, location: '/' };
  } catch (error) {
    if (isDeadToken(error)) {
      return {
        ok: false,
        status: 400,
        message: 'This preview has ended or does not exist. Start the preview again from the editor.',
      };
    }
    console.error('Preview could not be started:', error instanceof Error ? error.message : String(error));
    return {
      ok: false,
      status: 503,
      message:
        'The preview could not be started because the content service did not answer. Try again in a moment.',
    };
  }
}
