import { STUDIO_API } from '../../lib/studio/studio-api-path.ts';

export type StudioAnswer<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; body: StudioError };
export type StudioError = {
  message: string;
  fields?: { path: string; message: string }[];
  [key: string]: unknown;
};

/** A call from the studio's pages to the editorial API, through the site (`/studio/api`). */
export async function studioApi<T = unknown>(
  path: string,
  init: { method?: string; json?: unknown; file?: Blob } = {},
): Promise<StudioAnswer<T>> {
  const headers: Record<string, string> = {};
  let body: BodyInit | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.file) {
    headers['content-type'] = init.file.type || 'application/octet-stream';
    body = init.file;
  }
  let response: Response;
  try {
    response = await fetch(`${STUDIO_API}${path}`, { method: init.method ?? 'GET', headers, body });
  } catch {
    return {
      ok: false,
      status: 0,
      body: { message: 'The site could not be reached. Check your connection.' },
    };
  }
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as unknown) : null;
  if (response.ok) return { ok: true, status: response.status, body: parsed as T };
  const message = (parsed as StudioError | null)?.message ?? `The studio answered ${response.status}.`;
  return { ok: false, status: response.status, body: { ...(parsed as object), message } };
}
