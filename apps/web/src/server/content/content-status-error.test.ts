import { describe, expect, it } from 'vitest';
import { ContentStatusError } from './content-status-error.ts';

describe('ContentStatusError', () => {
  it('words a non-2xx answer as the error catalogue does', () => {
    const error = new ContentStatusError(503, 'http://localhost:3002/api/v2/documents/search?ref=abc');
    expect(error.message).toBe(
      'Unexpected status code [503] on URL http://localhost:3002/api/v2/documents/search?ref=abc',
    );
    expect(error.status).toBe(503);
  });

  it('never repeats an access token or a preview token', () => {
    const url =
      'http://localhost:3002/api/v2/documents/search?ref=http%3A%2F%2Flocalhost%3A3002%2Fpreviews%2Fs1%3FwebsitePreviewId%3Ds1&access_token=s3cret';
    const { message, url: kept } = new ContentStatusError(500, url);
    expect(kept).not.toContain('s3cret');
    expect(message).not.toContain('s3cret');
    expect(message).not.toContain('websitePreviewId');
    expect(message).toContain('access_token=%5Bredacted%5D');
  });
});
