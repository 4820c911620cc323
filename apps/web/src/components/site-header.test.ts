import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { MenuItemSlice, NavigationData } from '../lib/content-types.ts';
import { FALLBACK_NAVIGATION } from '../server/content/fallback-navigation.ts';
import { SiteHeader } from './site-header.tsx';

// Outside Next's router `usePathname` gives null, which the menus would take for the page they were opened on.
vi.mock('next/navigation', () => ({ usePathname: () => '/' }));

const link = (url: string) => ({ link_type: 'Web' as const, url });

const researchMenu: MenuItemSlice = {
  slice_type: 'menu_item',
  slice_label: null,
  variation: 'default',
  version: 'initial',
  id: 'menu_item$research',
  primary: { label: 'Research hub', link: link('/research-hub/our-collections') },
  items: [
    {
      label: 'Record sets',
      link: link('/research-hub/our-collections/record-sets'),
      description: 'Registers',
    },
    { label: 'Family trees', link: link('/research-hub/our-collections/family-trees'), description: null },
  ],
};

const navigation: NavigationData = { ...FALLBACK_NAVIGATION, header: [researchMenu] };

describe('SiteHeader', () => {
  // What the server sends: every page carries the header, so what a closed menu would hide is left out.
  const html = renderToStaticMarkup(createElement(SiteHeader, { navigation }));

  it('renders each menu as a closed button, without the links it opens to', () => {
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Research hub/);
    expect(html).not.toContain('/research-hub/our-collections/record-sets');
    expect(html).not.toContain('Family trees');
  });

  it('renders the search form and the account links once, for the bar, until the small-screen menu opens', () => {
    expect(html.match(/role="search"/g)).toHaveLength(1);
    expect(html).toContain('id="site-search"');
    expect(html.match(/aria-label="Account"/g)).toHaveLength(1);
  });
});
