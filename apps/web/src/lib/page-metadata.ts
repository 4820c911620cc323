import { asText, type ImageField } from '@prismicio/client';
import type { Metadata } from 'next';
import { contentDate } from './content-date.ts';
import { shareImage } from './share-image.ts';
import { sharedMetadata } from './shared-metadata.ts';

/** What makes a page an article for Open Graph (`og:type` article and its `article:*` tags). */
export type ArticleFacts = {
  publishedTime?: string | null | undefined;
  modifiedTime?: string | null | undefined;
  author?: string | null | undefined;
  section?: string | null | undefined;
};

type MetadataSource = {
  metaTitle: string | null | undefined;
  metaDescription: string | null | undefined;
  title: string;
  summary?: string | null | undefined;
  path: string;
  image?: ImageField | null | undefined;
  article?: ArticleFacts | undefined;
};

const isoOrUndefined = (value: string | null | undefined) =>
  contentDate(value, 'publication date')?.toISOString();

function articleTags(article: ArticleFacts) {
  const publishedTime = isoOrUndefined(article.publishedTime);
  const modifiedTime = isoOrUndefined(article.modifiedTime);
  return {
    type: 'article' as const,
    ...(publishedTime ? { publishedTime } : {}),
    ...(modifiedTime ? { modifiedTime } : {}),
    ...(article.author ? { authors: [article.author] } : {}),
    ...(article.section ? { section: article.section } : {}),
  };
}

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a CMS page. `meta_title`, when
 * set, is the page's own title in place of its heading; either goes through the layout's title
 * template, which adds the site's name (SITE_NAME), so every page names the society one way.
 * Paths stay relative: the layout's `metadataBase` (SITE_URL) makes them absolute.
 */
export function pageMetadata({
  metaTitle,
  metaDescription,
  title,
  summary,
  path,
  image,
  article,
}: MetadataSource): Metadata {
  const description = metaDescription?.trim() || summary?.trim() || undefined;
  const fullTitle = metaTitle?.trim();
  const shareTitle = fullTitle || title;
  const picture = shareImage(image);
  return {
    title: fullTitle || title,
    ...(description ? { description } : {}),
    alternates: { canonical: path, types: sharedMetadata.feeds },
    openGraph: {
      ...sharedMetadata.openGraph,
      ...(article ? articleTags(article) : { type: 'website' as const }),
      title: shareTitle,
      ...(description ? { description } : {}),
      url: path,
      ...(picture ? { images: [picture] } : {}),
    },
    twitter: {
      card: picture ? 'summary_large_image' : 'summary',
      title: shareTitle,
      ...(description ? { description } : {}),
      ...(picture ? { images: [{ url: picture.url, ...(picture.alt ? { alt: picture.alt } : {}) }] } : {}),
    },
  };
}

type MetadataFields = {
  meta_title?: string | null;
  meta_description?: string | null;
  title?: Parameters<typeof asText>[0] | null;
  summary?: string | null;
  image?: ImageField | null;
  members_only?: boolean | null;
  date?: string | null;
  author?: string | null;
};

type MetadataDocument = {
  uid: string | null;
  type?: string;
  first_publication_date?: string;
  last_publication_date?: string;
  data: MetadataFields;
};

/** Types whose documents are articles: dated, authored pieces. */
const ARTICLE_TYPES: ReadonlySet<string> = new Set(['news_item', 'feature_item']);

/** The title and robots rule of every 404 answer; the layout's template adds the site's name. */
export const NOT_FOUND_METADATA: Metadata = {
  title: 'Page not found',
  robots: { index: false, follow: true },
};

/**
 * Metadata of a routed CMS document: the not-found title for a missing one (it answers 404), and
 * nothing for a members-only one (its notice keeps the site's title).
 */
export function documentMetadata(
  doc: MetadataDocument | null,
  pathOf: (uid: string) => string,
  section?: string | null,
): Metadata {
  if (!doc?.uid) return NOT_FOUND_METADATA;
  if (doc.data.members_only) return {};
  const { data } = doc;
  return pageMetadata({
    metaTitle: data.meta_title,
    metaDescription: data.meta_description,
    title: data.title ? asText(data.title) : '',
    summary: data.summary,
    path: pathOf(doc.uid),
    image: data.image,
    article:
      doc.type && ARTICLE_TYPES.has(doc.type)
        ? {
            publishedTime: data.date || doc.first_publication_date,
            modifiedTime: doc.last_publication_date,
            author: data.author,
            section,
          }
        : undefined,
  });
}
