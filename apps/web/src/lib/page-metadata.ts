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
