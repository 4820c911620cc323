import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import type { LandingPageDocument } from './content-types.ts';
import { pageMetadata } from './page-metadata.ts';

/** Metadata of a list route from its landing page, with a fallback title when the CMS has none. */
export function landingMetadata(
  landing: LandingPageDocument | null | undefined,
  fallbackTitle: string,
  path: string,
): Metadata {
  const data = landing?.data;
  return pageMetadata({
    metaTitle: data?.meta_title,
    metaDescription: data?.meta_description,
    title: asText(data?.title) || fallbackTitle,
    path,
  });
}
