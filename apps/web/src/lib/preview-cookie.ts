// Apart from preview-request.ts, whose zod schema is for the server: the preview bar ships to every page.

/** The name of the cookie holding the preview token (Prismic's; `cookie.preview` in `@prismicio/client`). */
export const PREVIEW_COOKIE = 'io.prismic.preview';

/** Whether the preview cookie's decoded value holds a preview session's token: "preview mode is active". */
export function isPreviewToken(value: string | null): boolean {
  return value?.includes('websitePreviewId=') ?? false;
}
