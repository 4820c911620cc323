import 'server-only';
import { asText, filter, isFilled } from '@prismicio/client';
import { cache } from 'react';
import type { FeatureItemDocument, LandingPageDocument, PageDocument } from '../../lib/content-types.ts';
import { linkResolver } from '../../lib/link-resolver.ts';
import { type ContentApi, createContentApi } from './content-api.ts';
import { CARD_FETCH_LINKS } from './fetch-links.ts';
import { FEATURES_NEWEST_FIRST } from './get-features.ts';

const LATEST_FEATURES = 3;

export type EducationLink = { title: string; href: string; summary: string | null };

export type EducationPage = {
  landing: LandingPageDocument | null;
  /** The learning sections: the child pages of the page the landing page's `sections` names. */
  sections: EducationLink[];
  features: FeatureItemDocument[];
};

const titleOf = (page: PageDocument) => asText(page.data.title).trim() || page.uid;

async function getSections(api: ContentApi, landing: LandingPageDocument | null): Promise<EducationLink[]> {
  const parent = landing?.data.sections;
  if (!isFilled.contentRelationship(parent)) return [];
  const { results } = await api.getByType('page', {
    filters: [filter.at('my.page.parent', parent.id)],
    fetchLinks: ['page.parent'],
    pageSize: 100,
  });
  return results
    .sort((a, b) => titleOf(a).localeCompare(titleOf(b), 'en-GB'))
    .flatMap((page) => {
      const href = linkResolver(page);
      return href ? [{ title: titleOf(page), href, summary: page.data.summary?.trim() || null }] : [];
    });
}

/** The education landing page: its intro and slices, the learning sections and the latest features. */
export const getEducationPage = cache(async (): Promise<EducationPage> => {
  const api = createContentApi();
  const [landing, features] = await Promise.all([
    api.getByUID('landing_page', 'education', { fetchLinks: CARD_FETCH_LINKS }),
    api.getByType('feature_item', { orderings: FEATURES_NEWEST_FIRST, pageSize: LATEST_FEATURES }),
  ]);
  return { landing, sections: await getSections(api, landing), features: features.results };
});
