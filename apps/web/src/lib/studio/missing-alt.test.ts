import { describe, expect, it } from 'vitest';
import { missingAltPaths } from './missing-alt.ts';

const image = (alt: string | null) => ({ url: '/assets/a.png', alt, dimensions: { width: 1, height: 1 } });

describe('images without alt text', () => {
  it('are found in fields, rich text, groups and slices', () => {
    expect(
      missingAltPaths({
        image: image(null),
        ok: image('A church'),
        body: [{ type: 'image', ...image(' ') }],
        slices: [{ primary: { picture: image('') }, items: [{ photo: image('Fine') }] }],
        link: { link_type: 'Media', url: '/assets/b.pdf' },
      }),
    ).toEqual(['image', 'body.0', 'slices.0.primary.picture']);
  });
});
