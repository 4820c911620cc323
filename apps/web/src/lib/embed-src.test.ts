import { describe, expect, it } from 'vitest';
import { embedIframeSrc } from './embed-src.ts';

describe('embedIframeSrc', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
    ['https://player.vimeo.com/video/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('frames %s as %s', (input, expected) => {
    expect(embedIframeSrc(input)).toBe(expected);
  });

  it.each([
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=%22%3E%3Cscript%3E',
    'https://www.youtube.com/channel/abcdefghij',
    'not a url',
    '',
    null,
  ])('refuses %s', (input) => {
    expect(embedIframeSrc(input)).toBeNull();
  });
});
