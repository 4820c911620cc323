import { asText, isFilled } from '@prismicio/client';
import type { Article, WithContext } from 'schema-dts';
import { absoluteUrl } from './absolute-url.ts';
import { contentDate } from './content-date.ts';
import type { FeatureItemDocument, NewsItemDocument } from './content-types.ts';
import { organization, type SiteIdentity } from './json-ld.ts';
import { linkResolver } from './link-resolver.ts';

/**
 * schema.org `NewsArticle` (news) or `Article` (featured learning articles): headline, dates,
 * author (the society when none is named), image and the society as publisher.
 */
export function articleJsonLd(
  doc: NewsItemDocument | FeatureItemDocument,
  site: SiteIdentity,
): WithContext<Article> {
  const { data } = doc;
  const url = absoluteUrl(linkResolver(doc) ?? '/', site.url);
  // The article's own date is a calendar date: it is given as one rather than as a made-up midnight.
  const published =
    data.date ?? contentDate(doc.first_publication_date, `${doc.id} first_publication_date`)?.toISOString();
  const modified = contentDate(doc.last_publication_date, `${doc.id} last_publication_date`);
  const description = data.meta_description?.trim() || data.summary?.trim();
  return {
    '@context': 'https://schema.org',
    '@type': doc.type === 'news_item' ? 'NewsArticle' : 'Article',
    headline: asText(data.title).trim() || doc.uid,
    ...(description ? { description } : {}),
    url,
    mainEntityOfPage: url,
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified.toISOString() } : {}),
    author: data.author ? { '@type': 'Person', name: data.author } : organization(site),
    ...(isFilled.image(data.image) ? { image: [data.image.url] } : {}),
    publisher: organization(site),
    inLanguage: 'en-GB',
  };
}
