import { describe, expect, it } from 'vitest';
import { isSvgImage, shareImage } from './share-image.ts';

const field = (url: string, width: number, height: number) => ({
  id: 'i',
  url,
  alt: 'A meeting',
  copyright: null,
  dimensions: { width, height },
  edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
});

describe('shareImage', () => {
  it('shares an SVG drawn as a PNG 1,200 px wide, which social networks can show', () => {
    expect(shareImage(field('https://content.example/assets/society-meeting.svg', 1600, 700))).toEqual({
      url: 'https://content.example/assets/society-meeting.svg?width=1200&fm=png',
      width: 1200,
      height: 525,
      alt: 'A meeting',
    });
  });

  it('shares a large photo at 1,200 px keeping its focal point, and a small one as it is', () => {
    expect(
      shareImage(field('https://content.example/assets/a.jpg?crop=focalpoint&fp-x=0.3&fp-y=0.6', 4000, 3000)),
    ).toMatchObject({
      url: 'https://content.example/assets/a.jpg?crop=focalpoint&fp-x=0.3&fp-y=0.6&width=1200',
      width: 1200,
      height: 900,
    });
    expect(shareImage(field('https://content.example/assets/b.png', 800, 600))).toMatchObject({
      url: 'https://content.example/assets/b.png',
      width: 800,
      height: 600,
    });
  });

  it('shares nothing for an empty image field', () => {
    expect(shareImage({} as never)).toBeNull();
    expect(shareImage(null)).toBeNull();
  });
});

describe('isSvgImage', () => {
  it('goes by the path, whatever the query', () => {
    expect(isSvgImage('https://x.example/assets/a.SVG?w=10')).toBe(true);
    expect(isSvgImage('https://x.example/assets/a.png?name=b.svg')).toBe(false);
    expect(isSvgImage('not a url')).toBe(false);
  });
});
