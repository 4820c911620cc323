import { describe, expect, it } from 'vitest';
import { parseRef } from './parse-ref.ts';

describe('parseRef', () => {
  it('reads a master ref', () => {
    expect(parseRef('ZxY1AhEAACMAbcd1')).toEqual({ kind: 'master', ref: 'ZxY1AhEAACMAbcd1' });
  });

  it('splits a release ref into its token and master', () => {
    expect(parseRef('relTok~ZxY1AhEAACMAbcd1')).toEqual({
      kind: 'release',
      token: 'relTok',
      masterRef: 'ZxY1AhEAACMAbcd1',
    });
  });

  it('finds the session of a preview token', () => {
    const token = 'http://localhost:3002/previews/abc123?websitePreviewId=abc123';
    expect(parseRef(token)).toEqual({ kind: 'preview', sessionId: 'abc123' });
  });

  it('reads a percent-encoded preview token, as the client sends a raw cookie', () => {
    const token = encodeURIComponent('http://localhost:3002/previews/abc123?websitePreviewId=abc123');
    expect(parseRef(token)).toEqual({ kind: 'preview', sessionId: 'abc123' });
  });

  it('unwraps the toolbar cookie, raw and percent-encoded', () => {
    const token = 'http://cms.test/previews/s1?websitePreviewId=s1';
    const cookie = JSON.stringify({ _tracker: 'h5OnhcUc', 'repo.prismic.io': { preview: token } });
    expect(parseRef(cookie)).toEqual({ kind: 'preview', sessionId: 's1' });
    const encoded = cookie.replaceAll('"', '%22').replaceAll(',', '%2C');
    expect(parseRef(encoded)).toEqual({ kind: 'preview', sessionId: 's1' });
  });

  it('treats a cookie without a preview as inactive', () => {
    expect(parseRef('{"_tracker":"L0NuZuQh"}')).toEqual({ kind: 'inactive-preview' });
  });
});
