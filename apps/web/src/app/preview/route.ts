import { cookie } from '@prismicio/client';
import { redirectToPreviewURL } from '@prismicio/next';
import { safeLocalPath } from '@society/safe-redirect';
import { cookies } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { type LinkableDocument, linkResolver } from '../../lib/link-resolver.ts';
import { createClient } from '../../prismicio.ts';

const previewTarget = (doc: LinkableDocument) => safeLocalPath(linkResolver(doc) ?? doc.url) ?? '/';

/** `/preview?token=…&documentId=…`: starts a preview and opens the document's page, or the home page. */
export async function GET(request: NextRequest) {
  const client = createClient({ fetchOptions: { cache: 'no-store' } });
  try {
    await redirectToPreviewURL({ client, request, linkResolver: previewTarget });
  } catch (error) {
    unstable_rethrow(error);
    console.error('Preview could not be started:', error instanceof Error ? error.message : String(error));
    (await cookies()).delete(cookie.preview);
  }
  redirect('/');
}
