import 'server-only';
import { asText, filter, isFilled } from '@prismicio/client';
import { cache } from 'react';
import type { PageDocument } from '../../lib/content-types.ts';
import { linkResolver } from '../../lib/link-resolver.ts';
import { hrefOf } from '../../lib/nav-menus.ts';
import { catchAllPath, MAX_PAGE_SEGMENTS } from '../../lib/routing.ts';
import { type ContentApi, createContentApi } from './content-api.ts';
import { CARD_FETCH_LINKS } from './fetch-links.ts';

export type PageLink = { title: string; href: string; summary: string | null };

export type ContentPage = {
  page: PageDocument;
  path: string;
  /** Ancestors from the top, for breadcrumbs. */
  ancestors: PageLink[];
  /** Pages whose parent is this page. */
  children: PageLink[];
  /** For the sidebar layout: the parent's children (or this page's own), with the parent as heading. */
  section: { heading: PageLink | null; links: PageLink[] } | null;
};

const titleOf = (page: PageDocument) => asText(page.data.title).trim() || page.uid;

function toLink(page: PageDocument): PageLink | null {
  const href = linkResolver(page);
  return href ? { title: titleOf(page), href, summary: page.data.summary?.trim() || null } : null;
}

const parentId = (page: PageDocument) =>
  isFilled.contentRelationship(page.data.parent) ? page.data.parent.id : null;

async function getPageByID(api: ContentApi, id: string): Promise<PageDocument | null> {
  const doc = await api.getByID(id, { fetchLinks: ['page.title', 'page.parent'] });
  return doc?.type === 'page' ? doc : null;
}

/** Ancestors from the top; `null` when the chain is broken, loops or is deeper than six segments. */
async function getAncestors(api: ContentApi, page: PageDocument): Promise<PageDocument[] | null> {
  const chain: PageDocument[] = [];
  const seen = new Set([page.id]);
  let id = parentId(page);
  while (id) {
    if (seen.has(id) || chain.length >= MAX_PAGE_SEGMENTS) return null;
    seen.add(id);
    const parent = await getPageByID(api, id);
    if (!parent) return null;
    chain.unshift(parent);
    id = parentId(parent);
  }
  return chain;
}

async function getChildren(api: ContentApi, id: string): Promise<PageDocument[]> {
  const { results } = await api.getByType('page', {
    filters: [filter.at('my.page.parent', id)],
    fetchLinks: ['page.title', 'page.parent'],
    pageSize: 100,
  });
  // Members-only pages still appear in indexes: signing in will open them.
  return results.sort((a, b) => titleOf(a).localeCompare(titleOf(b), 'en-GB'));
}

const links = (pages: PageDocument[]) => pages.flatMap((page) => toLink(page) ?? []);

/**
 * The `page` document a catch-all path names: its last segment is the uid, and the whole path must
 * be the one the link rules give the document (so a wrong parent chain is not found).
 */
export const getContentPage = cache(async (segments: string[]): Promise<ContentPage | null> => {
  const path = catchAllPath(segments);
  const uid = segments.at(-1);
  if (!path || !uid) return null;
  const api = createContentApi();
  const page = await api.getByUID('page', uid, { fetchLinks: CARD_FETCH_LINKS });
  if (!page || linkResolver(page) !== path) return null;

  const [ancestors, children] = await Promise.all([getAncestors(api, page), getChildren(api, page.id)]);
  if (!ancestors) return null;

  let section: ContentPage['section'] = null;
  if (page.data.layout === 'sidebar') {
    const parent = ancestors.at(-1);
    section = parent
      ? { heading: toLink(parent), links: links(await getChildren(api, parent.id)) }
      : { heading: toLink(page), links: links(children) };
  }
  // Child pages the editors already list in a document_list slice are not repeated as cards. A
  // page saved without its slice zone (the editorial API stores what it is given) has none.
  const listed = new Set(
    (page.data.slices ?? []).flatMap((slice) =>
      slice.slice_type === 'document_list' ? slice.items.map((item) => hrefOf(item.document)) : [],
    ),
  );
  const childLinks = links(children).filter((link) => !listed.has(link.href));
  return { page, path, ancestors: links(ancestors), children: childLinks, section };
});
