import 'server-only';
import { asText } from '@prismicio/client';
import { cache } from 'react';
import type { FeatureItemDocument, LandingPageDocument, PageDocument } from '../../lib/content-types.ts';
import { linkResolver } from '../../lib/link-resolver.ts';
import { createContentApi } from './content-api.ts';
import { CARD_FETCH_LINKS } from './fetch-links.ts';
import { FEATURES_NEWEST_FIRST } from './get-features.ts';

const LATEST_FEATURES = 3;

export type EducationLink = { title: string; href: string; summary: string | null };

export type EducationPage = {
  landing: LandingPageDocument | null;
  /** The guides and hints-and-tips index pages. */
  sections: EducationLink[];
  features: FeatureItemDocument[];
};

const FALLBACK_SECTIONS = [
  { uid: 'guides', title: 'Guides', href: '/learn/guides' },
  { uid: 'hints-tips', title: 'Hints and tips', href: '/learn/hints-tips' },
];

function sectionLink(fallback: (typeof FALLBACK_SECTIONS)[number], page: PageDocument | null): EducationLink {
  return {
    title: (page && asText(page.data.title).trim()) || fallback.title,
    href: (page && linkResolver(page)) || fallback.href,
    summary: page?.data.summary?.trim() || null,
  };
}

/** The education landing page: its intro and slices, the learning sections and the latest features. */
export const getEducationPage = cache(async (): Promise<EducationPage> => {
  const api = createContentApi();
  const [landing, features, ...pages] = await Promise.all([
    api.getByUID('landing_page', 'education', { fetchLinks: CARD_FETCH_LINKS }),
    api.getByType('feature_item', { orderings: FEATURES_NEWEST_FIRST, pageSize: LATEST_FEATURES }),
    ...FALLBACK_SECTIONS.map((section) =>
      api.getByUID('page', section.uid, { fetchLinks: ['page.title', 'page.parent'] }),
    ),
  ]);
  const sections = FALLBACK_SECTIONS.map((section, index) => sectionLink(section, pages[index] ?? null));
  return { landing, sections, features: features.results };
});
