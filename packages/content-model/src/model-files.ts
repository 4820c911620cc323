import type { CustomTypeModel, SharedSliceModel } from '@prismicio/client';
import collectionType from '../customtypes/collection/index.json' with { type: 'json' };
import cwbhvwtType from '../customtypes/cwbhvwt/index.json' with { type: 'json' };
import eventType from '../customtypes/event/index.json' with { type: 'json' };
import featureItemType from '../customtypes/feature_item/index.json' with { type: 'json' };
import fhwuifheType from '../customtypes/fhwuifhe/index.json' with { type: 'json' };
import homepageType from '../customtypes/homepage/index.json' with { type: 'json' };
import landingPageType from '../customtypes/landing_page/index.json' with { type: 'json' };
import navigationType from '../customtypes/navigation/index.json' with { type: 'json' };
import newsItemType from '../customtypes/news_item/index.json' with { type: 'json' };
import pageType from '../customtypes/page/index.json' with { type: 'json' };
import subscriptionOptionType from '../customtypes/subscription_option/index.json' with { type: 'json' };
import callToActionSlice from '../slices/CallToAction/model.json' with { type: 'json' };
import collectionHighlightsSlice from '../slices/CollectionHighlights/model.json' with { type: 'json' };
import documentListSlice from '../slices/DocumentList/model.json' with { type: 'json' };
import faqSlice from '../slices/Faq/model.json' with { type: 'json' };
import footerColumnSlice from '../slices/FooterColumn/model.json' with { type: 'json' };
import imageWithCaptionSlice from '../slices/ImageWithCaption/model.json' with { type: 'json' };
import latestNewsSlice from '../slices/LatestNews/model.json' with { type: 'json' };
import learningPicksSlice from '../slices/LearningPicks/model.json' with { type: 'json' };
import menuItemSlice from '../slices/MenuItem/model.json' with { type: 'json' };
import quoteSlice from '../slices/Quote/model.json' with { type: 'json' };
import textBlockSlice from '../slices/TextBlock/model.json' with { type: 'json' };
import upcomingEventsSlice from '../slices/UpcomingEvents/model.json' with { type: 'json' };

/** Every custom type, as Prismic's Custom Types API and Slice Machine keep them (`customtypes/<id>/index.json`). */
export const customTypes: readonly CustomTypeModel[] = [
  collectionType,
  cwbhvwtType,
  eventType,
  featureItemType,
  fhwuifheType,
  homepageType,
  landingPageType,
  navigationType,
  newsItemType,
  pageType,
  subscriptionOptionType,
] as CustomTypeModel[];

/** Every shared slice, as Slice Machine keeps them (`slices/<Name>/model.json`). */
export const sharedSlices: readonly SharedSliceModel[] = [
  callToActionSlice,
  collectionHighlightsSlice,
  documentListSlice,
  faqSlice,
  footerColumnSlice,
  imageWithCaptionSlice,
  latestNewsSlice,
  learningPicksSlice,
  menuItemSlice,
  quoteSlice,
  textBlockSlice,
  upcomingEventsSlice,
] as SharedSliceModel[];
