import { ApiError, apiErrorFrom } from '../auth/api-error.ts';
import { BACKEND_HEADERS, XSRF_COOKIE, XSRF_HEADER } from '../auth/auth-strategies.ts';
import { readCookie } from '../read-cookie.ts';

/**
 * Sends a file as the request body with XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not), with the same headers and XSRF echo as the site's other api calls.
 * Resolves to the answer's JSON; a refusal rejects with the api's `ApiError`.
 */
export async function uploadWithProgress(
  url: string,
  file: Blob,
  contentType: string,
  onProgress: (sent: number, total: number) => void,
): Promise<unknown> {
  if (!readCookie(document.cookie, XSRF_COOKIE)) {
    const primed = await fetch('/sanctum/csrf-cookie', {
      headers: BACKEND_HEADERS,
      credentials: 'same-origin',
    });
    if (!primed.ok) throw await apiErrorFrom(primed);
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(BACKEND_HEADERS)) request.setRequestHeader(name, value);
    request.setRequestHeader(XSRF_HEADER, readCookie(document.cookie, XSRF_COOKIE) ?? '');
    request.setRequestHeader('Content-Type', contentType);
    request.upload.addEventListener('progress', (event) =>
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size),
    );
    request.addEventListener('load', () => {
      const response = new Response(request.responseText || null, {
        status: request.status,
        headers: { 'content-type': 'application/json' },
      });
      if (request.status >= 200 && request.status < 300) resolve(response.json());
      else apiErrorFrom(response).then(reject, reject);
    });
    request.addEventListener('error', () =>
      reject(new ApiError(0, 'The upload did not reach the society’s server. Please try again.')),
    );
    request.send(file);
  });
}
