import { z } from 'zod';
import { devSecrets } from './stack.ts';

const contentUrl = `http://127.0.0.1:${process.env.E2E_CONTENT_PORT ?? 3102}`;

const previewSession = z.object({ id: z.string(), token: z.string(), previewUrl: z.string().url() });
export type PreviewSession = z.infer<typeof previewSession>;

const editorToken = (): string => devSecrets().editorToken;

async function editor(method: string, route: string, body?: unknown): Promise<Response> {
  const response = await fetch(`${contentUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${editorToken()}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${route} answered ${response.status}: ${await response.text()}`);
  return response;
}

/** Starts a preview session over the drafts, as an editor does, through the content service's editorial API. */
export async function startPreviewSession(documentId?: string): Promise<PreviewSession> {
  const response = await editor('POST', '/editor/previews', documentId ? { documentId } : {});
  return previewSession.parse(await response.json());
}

export async function endPreviewSession(id: string): Promise<void> {
  await editor('DELETE', `/editor/previews/${id}`);
}

/** The site-relative `/preview?token=…&documentId=…` of a session. */
export const previewPath = (session: PreviewSession) => {
  const url = new URL(session.previewUrl);
  return `${url.pathname}${url.search}`;
};
