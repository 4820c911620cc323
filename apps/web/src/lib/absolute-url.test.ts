import { describe, expect, it } from 'vitest';
import { absoluteUrl } from './absolute-url.ts';

describe('absoluteUrl', () => {
  it('puts a site path on the site origin, with or without a trailing slash on SITE_URL', () => {
    expect(absoluteUrl('/news/agm', 'https://society.example')).toBe('https://society.example/news/agm');
    expect(absoluteUrl('/news/agm', 'https://society.example/')).toBe('https://society.example/news/agm');
    expect(absoluteUrl('/', 'http://localhost:3000')).toBe('http://localhost:3000/');
  });

  it('keeps absolute URLs', () => {
    expect(absoluteUrl('https://images.example/a.png', 'https://society.example')).toBe(
      'https://images.example/a.png',
    );
  });
});
