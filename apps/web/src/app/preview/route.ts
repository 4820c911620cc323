import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { PREVIEW_COOKIE } from '../../lib/preview-cookie.ts';
import { parsePreviewRequest } from '../../lib/preview-request.ts';
import { resolvePreview } from '../../server/content/resolve-preview.ts';

const plainText = (status: number, message: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/** A link with no usable preview opens the published home page, and ends any preview still on. */
async function publishedHome(): Promise<never> {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  redirect('/');
}

/**
 * `/preview?token=…&documentId=…`: starts a preview and opens the document's page, or the home
 * page. A missing, malformed or ended token opens the home page without a preview; only a content
 * service that does not answer gets an error (503), since the link itself may be good.
 */
export async function GET(request: NextRequest) {
  const parsed = parsePreviewRequest(request.nextUrl.searchParams);
  if (!parsed.ok) return publishedHome();
  const resolved = await resolvePreview(parsed.request);
  if (!resolved.ok)
    return resolved.status === 400 ? publishedHome() : plainText(resolved.status, resolved.message);
  // Readable by scripts on purpose: the page watches it to refresh when a preview starts or ends.
  (await cookies()).set(PREVIEW_COOKIE, parsed.request.token, {
    path: '/',
    sameSite: 'lax',
    secure: request.nextUrl.protocol === 'https:',
  });
  (await draftMode()).enable();
  redirect(resolved.location);
}
