import type { NextRequest } from 'next/server';
import { editorialPath, isSameOrigin } from '../../../../lib/studio/studio-api-path.ts';
import { editorialFetch } from '../../../../server/studio/editorial-fetch.ts';
import { studioUser } from '../../../../server/studio/studio-user.ts';

type Context = { params: Promise<{ path: string[] }> };

const refuse = (status: number, message: string) =>
  Response.json({ error: 'refused', message }, { status, headers: { 'cache-control': 'no-store' } });

/**
 * The studio's browser code reaches the editorial API only through here: each request is checked
 * against the signed-in user's scopes (asked of the api every time), and goes on with the editor
 * token and the acting user. Guests and members get a 404, as if there were nothing here.
 */
async function forward(request: NextRequest, { params }: Context): Promise<Response> {
  const studio = await studioUser();
  if (!studio) return refuse(404, 'Not found.');
  if (request.method !== 'GET' && !isSameOrigin(request.headers, request.nextUrl.origin))
    return refuse(403, 'The studio only takes changes from its own pages.');
  const path = editorialPath((await params).path, request.nextUrl.search);
  if (!path) return refuse(404, 'Not found.');
  const body =
    request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.arrayBuffer();
  const contentType = request.headers.get('content-type');
  const answer = await editorialFetch(studio, path, {
    method: request.method,
    ...(body ? { body } : {}),
    headers: contentType ? { 'content-type': contentType } : {},
  });
  return new Response(answer.status === 204 ? null : answer.body, {
    status: answer.status,
    headers: {
      'content-type': answer.headers.get('content-type') ?? 'application/json',
      'cache-control': 'no-store',
    },
  });
}

export { forward as DELETE, forward as GET, forward as PATCH, forward as POST, forward as PUT };
