import { describe, expect, it } from 'vitest';
import { robotsRules } from './robots-rules.ts';

describe('robotsRules', () => {
  it('allows the site, keeps crawlers out of private and search paths, and names the sitemap', () => {
    expect(robotsRules('https://nfhs.example')).toEqual({
      rules: [
        {
          userAgent: '*',
          allow: '/',
          disallow: ['/preview', '/api/', '/user-account', '/login-required', '/search', '/staff', '/studio'],
        },
      ],
      sitemap: 'https://nfhs.example/sitemap.xml',
    });
  });
});
