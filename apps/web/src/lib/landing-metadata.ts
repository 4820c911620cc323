import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import type { LandingPageDocument } from './content-types.ts';
import { pageMetadata } from './page-metadata.ts';
import { pageHref } from './routing.ts';

/**
 * Metadata of a list route from its landing page, with a fallback title when the CMS has none.
 * Later pages of a paged list name their page and drop the full meta title.
 */
export function landingMetadata(
  landing: LandingPageDocument | null | undefined,
  fallbackTitle: string,
  path: string,
  page = 1,
): Metadata {
  const data = landing?.data;
  const title = asText(data?.title) || fallbackTitle;
  return pageMetadata({
    metaTitle: page === 1 ? data?.meta_title : null,
    metaDescription: data?.meta_description,
    title: page === 1 ? title : `${title}, page ${page}`,
    path: pageHref(path, page),
    image: data?.image,
  });
}
