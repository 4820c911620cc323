import { describe, expect, it } from 'vitest';
import { birthBriefPath, imageViewerPath, memorialCardPath, recordPagePath } from './collection-paths.ts';
import { imageIdOfSlug, imageSlug } from './scans-answers.ts';

describe('pages of cards, briefs and images', () => {
  it('gives a memorial card record its own page, and briefs a query address', () => {
    expect(recordPagePath({ uid: 'memorial-cards', kind: 'memorial_cards' }, 12)).toBe(
      '/research-hub/our-collections/memorial-cards/12',
    );
    expect(memorialCardPath(3)).toBe('/research-hub/our-collections/memorial-cards/3');
    expect(birthBriefPath(4)).toBe('/research-hub/our-collections/birth-briefs?brief=4');
    expect(birthBriefPath(4, 19)).toBe('/research-hub/our-collections/birth-briefs?brief=4#sosa-19');
    expect(recordPagePath({ uid: 'briefs', kind: 'birth_briefs' }, null)).toBeNull();
  });

  it('writes image slugs from id, title and side, and reads the id back', () => {
    expect(imageSlug(42, 'Mary Ann Bird-Pérez', 'front')).toBe('42-mary-ann-bird-perez-front');
    expect(imageSlug(7, '', 'page')).toBe('7-page');
    expect(imageViewerPath('7-page')).toBe('/image-viewer/7-page');
    expect(imageIdOfSlug('42-mary-ann-bird-perez-front')).toBe(42);
    expect(imageIdOfSlug('42')).toBe(42);
    for (const bad of ['0', '042-x', 'x-42', '42_x', '99999999999', '42-X', '-1'])
      expect(imageIdOfSlug(bad), bad).toBeNull();
  });
});
