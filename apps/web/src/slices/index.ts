import type { SliceZoneComponents } from '@prismicio/react';
import type { HomepageSlice } from '../lib/content-types.ts';
import CallToAction from './CallToAction/index.tsx';
import CollectionHighlights from './CollectionHighlights/index.tsx';
import LatestNews from './LatestNews/index.tsx';
import LearningPicks from './LearningPicks/index.tsx';
import TextBlock from './TextBlock/index.tsx';
import type { HomeSliceContext } from './types.ts';
import UpcomingEvents from './UpcomingEvents/index.tsx';

export const homepageSlices: SliceZoneComponents<HomepageSlice, HomeSliceContext> = {
  collection_highlights: CollectionHighlights,
  latest_news: LatestNews,
  upcoming_events: UpcomingEvents,
  learning_picks: LearningPicks,
  text_block: TextBlock,
  call_to_action: CallToAction,
};
