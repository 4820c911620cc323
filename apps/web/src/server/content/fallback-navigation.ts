import type { FooterColumnSlice, MenuItemSlice, NavigationData } from '../../lib/content-types.ts';

const webLink = (url: string) => ({ link_type: 'Web' as const, url });

const sliceBase = { slice_label: null, variation: 'default' as const, version: 'initial' };

function menu(label: string, url: string): MenuItemSlice {
  return {
    ...sliceBase,
    slice_type: 'menu_item',
    id: `menu_item$fallback-${url}`,
    primary: { label, link: webLink(url) },
    items: [],
  };
}

const footerColumn: FooterColumnSlice = {
  ...sliceBase,
  slice_type: 'footer_column',
  id: 'footer_column$fallback',
  primary: { heading: 'Visit' },
  items: [
    { label: 'Home', link: webLink('/') },
    { label: 'News', link: webLink('/news') },
    { label: 'Events', link: webLink('/sog-events') },
  ],
};

/** What the header and footer show while the content service cannot be reached. */
export const FALLBACK_NAVIGATION: NavigationData = {
  meta_title: null,
  meta_description: null,
  members_only: false,
  header: [
    menu('Research hub', '/research-hub/our-collections'),
    menu('Learn', '/education'),
    menu('News', '/news'),
    menu('Events', '/sog-events'),
    menu('Membership', '/subscribe'),
  ],
  footer: [footerColumn],
  footer_text: [],
  social: [],
  charity_notice: null,
};
