import { asLink, type LinkField } from '@prismicio/client';
import type { FooterColumnSlice, MenuItemSlice } from './content-types.ts';
import { linkResolver } from './link-resolver.ts';

export type NavLink = { label: string; href: string; description: string | null };
export type NavMenu = { id: string; label: string; href: string | null; items: NavLink[] };
export type FooterColumn = { id: string; heading: string | null; links: NavLink[] };

export const hrefOf = (field: LinkField | null | undefined): string | null =>
  asLink(field, { linkResolver }) || null;

function toNavLinks(
  items: { label: string | null; link: LinkField; description?: string | null }[],
): NavLink[] {
  return items.flatMap(({ label, link, description }) => {
    const href = hrefOf(link);
    const text = label?.trim() || ('text' in link ? link.text : undefined);
    return href && text ? [{ label: text, href, description: description?.trim() || null }] : [];
  });
}

/** Plain, serialisable menus for the client-side navigation, with every link already resolved. */
export function toNavMenus(slices: readonly MenuItemSlice[]): NavMenu[] {
  return slices.flatMap((slice) => {
    const label = slice.primary.label?.trim();
    const href = hrefOf(slice.primary.link);
    const items = toNavLinks(slice.items);
    return label && (href || items.length > 0) ? [{ id: slice.id, label, href, items }] : [];
  });
}

export function toFooterColumns(slices: readonly FooterColumnSlice[]): FooterColumn[] {
  return slices
    .map((slice) => ({
      id: slice.id,
      heading: slice.primary.heading?.trim() || null,
      links: toNavLinks(slice.items),
    }))
    .filter((column) => column.links.length > 0);
}
