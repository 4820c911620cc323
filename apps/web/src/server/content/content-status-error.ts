/** A non-2xx answer from the content API, worded as docs/developers/error-catalogue.md has it. */
export class ContentStatusError extends Error {
  override readonly name = 'ContentStatusError';

  readonly url: string;

  constructor(
    readonly status: number,
    url: string,
  ) {
    const safeUrl = redactUrl(url);
    super(`Unexpected status code [${status}] on URL ${safeUrl}`);
    this.url = safeUrl;
  }
}

export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.searchParams.has('access_token')) parsed.searchParams.set('access_token', '[redacted]');
    if (parsed.searchParams.has('ref') && parsed.searchParams.get('ref')?.includes('websitePreviewId=')) {
      parsed.searchParams.set('ref', '[preview]');
    }
    return parsed.toString();
  } catch {
    return '[invalid URL]';
  }
}
