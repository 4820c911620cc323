import { describe, expect, it } from 'vitest';
import { linkedText } from './linked-data.ts';

const link = (data?: Record<string, unknown>) => ({
  link_type: 'Document' as const,
  id: 'X',
  uid: 'census',
  type: 'page',
  tags: [],
  lang: 'en-gb',
  ...(data ? { data } : {}),
});

describe('linkedText', () => {
  it('reads fetched title (rich text) and key text fields', () => {
    const field = link({
      title: [{ type: 'heading1', text: 'Using the census', spans: [] }],
      summary: ' 1841 to 1921 ',
    });
    expect(linkedText(field, 'title')).toBe('Using the census');
    expect(linkedText(field, 'summary')).toBe('1841 to 1921');
  });

  it('gives null when the field was not fetched, is empty, or is not text', () => {
    expect(linkedText(link(), 'title')).toBeNull();
    expect(linkedText(link({ title: [] }), 'title')).toBeNull();
    expect(linkedText(link({ order: 3 }), 'order')).toBeNull();
    expect(linkedText({ link_type: 'Web', url: 'https://example.org' }, 'title')).toBeNull();
    expect(linkedText(null, 'title')).toBeNull();
  });
});
