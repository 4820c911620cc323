import { describe, expect, it } from 'vitest';
import type { MenuItemSlice } from './content-types.ts';
import { toNavMenus } from './nav-menus.ts';

const base = {
  slice_type: 'menu_item',
  slice_label: null,
  variation: 'default',
  version: 'initial',
} as const;
const pageLink = (uid: string, url?: string) => ({
  link_type: 'Document' as const,
  id: `id-${uid}`,
  uid,
  type: 'page',
  tags: [],
  lang: 'en-gb',
  ...(url ? { url } : {}),
});

describe('toNavMenus', () => {
  it('resolves every link through the link resolver and keeps descriptions', () => {
    const slices: MenuItemSlice[] = [
      {
        ...base,
        id: 'menu_item$1',
        primary: { label: 'Learn', link: pageLink('learn') },
        items: [
          { label: 'Guides', link: pageLink('guides', '/learn/guides'), description: 'Step by step' },
          {
            label: 'Census guide',
            link: pageLink('how-to-use-census-records', '/learn/guides/how-to-use-census-records'),
            description: '',
          },
          {
            label: 'News',
            link: { link_type: 'Document', id: 'n', uid: 'agm', type: 'news_item', tags: [], lang: 'en-gb' },
            description: null,
          },
        ],
      },
    ];
    expect(toNavMenus(slices)).toEqual([
      {
        id: 'menu_item$1',
        label: 'Learn',
        href: '/learn',
        items: [
          { label: 'Guides', href: '/learn/guides', description: 'Step by step' },
          { label: 'Census guide', href: '/learn/guides/how-to-use-census-records', description: null },
          { label: 'News', href: '/news/agm', description: null },
        ],
      },
    ]);
  });

  it('drops items without a link or label, and menus with nothing to show', () => {
    const slices: MenuItemSlice[] = [
      {
        ...base,
        id: 'a',
        primary: { label: 'Empty', link: { link_type: 'Any' } },
        items: [{ label: 'x', link: { link_type: 'Any' }, description: null }],
      },
      {
        ...base,
        id: 'b',
        primary: { label: null, link: { link_type: 'Web', url: 'https://example.org' } },
        items: [],
      },
      {
        ...base,
        id: 'c',
        primary: { label: 'Shop', link: { link_type: 'Web', url: 'https://shop.example.org' } },
        items: [],
      },
    ];
    expect(toNavMenus(slices)).toEqual([
      { id: 'c', label: 'Shop', href: 'https://shop.example.org', items: [] },
    ]);
  });
});
