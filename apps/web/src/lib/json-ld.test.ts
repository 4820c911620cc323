import { describe, expect, it } from 'vitest';
import { organization, serializeJsonLd } from './json-ld.ts';

describe('serializeJsonLd', () => {
  it('escapes what could end the script element, and stays the same JSON', () => {
    const data = {
      '@context': 'https://schema.org' as const,
      '@type': 'Article' as const,
      headline: 'Parish </script><script>alert(1)</script> & <!-- more -->',
    };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });

  it('escapes the line separators some parsers treat as line ends', () => {
    const json = serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: 'a\u2028b' });
    expect(json).toContain('a\\u2028b');
    expect(JSON.parse(json).name).toBe('a\u2028b');
  });
});

describe('organization', () => {
  it('names the society and its site', () => {
    expect(organization({ name: 'Northfield FHS', url: 'https://nfhs.example' })).toEqual({
      '@type': 'Organization',
      name: 'Northfield FHS',
      url: 'https://nfhs.example',
    });
  });
});
