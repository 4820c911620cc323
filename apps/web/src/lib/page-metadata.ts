import { asText } from '@prismicio/client';
import type { Metadata } from 'next';

type MetadataSource = {
  metaTitle: string | null | undefined;
  metaDescription: string | null | undefined;
  title: string;
  summary?: string | null | undefined;
  path: string;
};

/**
 * Title, description and canonical URL of a CMS page. `meta_title` is written in full (it names
 * the site), so it replaces the layout's title template; a plain title goes through it.
 */
export function pageMetadata({ metaTitle, metaDescription, title, summary, path }: MetadataSource): Metadata {
  const description = metaDescription?.trim() || summary?.trim() || undefined;
  const fullTitle = metaTitle?.trim();
  return {
    title: fullTitle ? { absolute: fullTitle } : title,
    ...(description ? { description } : {}),
    alternates: { canonical: path },
    openGraph: { title: fullTitle || title, ...(description ? { description } : {}), url: path },
  };
}

type MetadataFields = {
  meta_title?: string | null;
  meta_description?: string | null;
  title?: Parameters<typeof asText>[0] | null;
  summary?: string | null;
  members_only?: boolean | null;
};

/** Metadata of a routed CMS document; nothing for a missing or members-only one (it answers 404). */
export function documentMetadata(
  doc: { uid: string | null; data: MetadataFields } | null,
  pathOf: (uid: string) => string,
): Metadata {
  if (!doc?.uid || doc.data.members_only) return {};
  const { data } = doc;
  return pageMetadata({
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    title: data.title ? asText(data.title) : '',
    summary: data.summary,
    path: pathOf(doc.uid),
  });
}
