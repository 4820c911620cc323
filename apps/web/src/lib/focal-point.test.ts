import { describe, expect, it } from 'vitest';
import { describeFocalPoint, focalPointOf, objectPositionOf, withFocalPoint } from './focal-point.ts';

const image = {
  url: '/assets/map.png',
  alt: 'A map of the parish',
  copyright: null,
  dimensions: { width: 800, height: 600 },
  edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
};

describe('an image field’s focal point', () => {
  it('is stored as imgix focal-point parameters in the url, leaving the rest of the field as it was', () => {
    const set = withFocalPoint(image, { x: 0.3, y: 0.6 });
    expect(set).toEqual({ ...image, url: '/assets/map.png?crop=focalpoint&fp-x=0.3&fp-y=0.6' });
    expect(focalPointOf(set)).toEqual({ x: 0.3, y: 0.6 });
  });

  it('round-trips through JSON, and moving it replaces the old one', () => {
    const saved = JSON.parse(JSON.stringify(withFocalPoint(image, { x: 0.1, y: 0.2 })));
    const moved = withFocalPoint(saved, { x: 0.15, y: 0.2 });
    expect(moved.url).toBe('/assets/map.png?crop=focalpoint&fp-x=0.15&fp-y=0.2');
    expect(focalPointOf(moved)).toEqual({ x: 0.15, y: 0.2 });
  });

  it('keeps other parameters and absolute urls, and is kept inside the image', () => {
    const cdn = { url: 'https://images.prismic.io/repo/a.png?auto=compress,format' };
    const set = withFocalPoint(cdn, { x: 1.4, y: -0.2 });
    expect(set.url).toBe(
      'https://images.prismic.io/repo/a.png?auto=compress%2Cformat&crop=focalpoint&fp-x=1&fp-y=0',
    );
    expect(focalPointOf(set)).toEqual({ x: 1, y: 0 });
  });

  it('can be cleared, and an image without one (or with a broken one) has none', () => {
    expect(withFocalPoint(withFocalPoint(image, { x: 0.5, y: 0.5 }), null)).toEqual(image);
    expect(focalPointOf(image)).toBeNull();
    expect(focalPointOf({ url: '/assets/a.png?fp-x=abc&fp-y=0.5' })).toBeNull();
    expect(focalPointOf(null)).toBeNull();
  });

  it('becomes CSS object-position and a sentence for screen readers', () => {
    expect(objectPositionOf({ x: 0.3, y: 0.65 })).toBe('30% 65%');
    expect(describeFocalPoint({ x: 0.3, y: 0.65 })).toBe('Focal point 30% from the left, 65% from the top.');
  });
});
