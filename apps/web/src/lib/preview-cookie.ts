// Apart from preview-request.ts, whose zod schema is for the server: the preview bar ships to every page.

/** The name of the cookie holding the preview token (Prismic's; `cookie.preview` in `@prismicio/client`). */
export const PREVIEW_COOKIE = 'io.prismic.preview';

/** Whether a `document.cookie` string holds a preview session's token: "preview mode is active". */
export function hasPreviewCookie(cookies: string): boolean {
  for (const pair of cookies.split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name !== PREVIEW_COOKIE) continue;
    try {
      return decodeURIComponent(value.join('=')).includes('websitePreviewId=');
    } catch {
      return false;
    }
  }
  return false;
}
