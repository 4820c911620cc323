import type {
  BooleanField,
  ContentRelationshipField,
  DateField,
  GeoPointField,
  GroupField,
  ImageField,
  KeyTextField,
  LinkField,
  LinkToMediaField,
  NumberField,
  PrismicDocumentWithUID,
  RichTextField,
  SelectField,
  SharedSlice,
  SharedSliceVariation,
  SliceZone,
  TimestampField,
  TitleField,
} from '@prismicio/client';

type Seo = { meta_title: KeyTextField; meta_description: KeyTextField; members_only: BooleanField };

type DefaultSlice<
  Type extends string,
  Primary extends SharedSliceVariation['primary'],
  Item extends SharedSliceVariation['items'][number] = Record<string, never>,
> = SharedSlice<Type, SharedSliceVariation<'default', Primary, Item>>;

export type CollectionSummaryData = {
  title: TitleField;
  summary: KeyTextField;
  image: ImageField;
  kind: KeyTextField;
  access: KeyTextField;
};

export type CollectionHighlightsSlice = DefaultSlice<
  'collection_highlights',
  { heading: KeyTextField; intro: RichTextField },
  { collection: ContentRelationshipField<'collection', string, CollectionSummaryData>; text: KeyTextField }
>;
export type LatestNewsSlice = DefaultSlice<'latest_news', { heading: KeyTextField; count: NumberField }>;
export type UpcomingEventsSlice = DefaultSlice<
  'upcoming_events',
  { heading: KeyTextField; count: NumberField }
>;
export type LearningPicksSlice = DefaultSlice<
  'learning_picks',
  { heading: KeyTextField },
  { document: LinkField; label: KeyTextField }
>;
export type TextBlockSlice = DefaultSlice<'text_block', { content: RichTextField }>;
export type CallToActionSlice = DefaultSlice<
  'call_to_action',
  { heading: KeyTextField; text: RichTextField; link: LinkField; link_label: KeyTextField }
>;

export type HomepageSlice =
  | CollectionHighlightsSlice
  | LatestNewsSlice
  | UpcomingEventsSlice
  | LearningPicksSlice
  | TextBlockSlice
  | CallToActionSlice;

export type HomepageDocument = PrismicDocumentWithUID<
  Seo & {
    title: TitleField;
    hero_title: KeyTextField;
    hero_text: RichTextField;
    hero_image: ImageField;
    hero_link: LinkField;
    hero_link_label: KeyTextField;
    slices: SliceZone<HomepageSlice>;
  },
  'homepage'
>;

export type MenuItemSlice = DefaultSlice<
  'menu_item',
  { label: KeyTextField; link: LinkField },
  { label: KeyTextField; link: LinkField; description: KeyTextField }
>;
export type FooterColumnSlice = DefaultSlice<
  'footer_column',
  { heading: KeyTextField },
  { label: KeyTextField; link: LinkField }
>;
export type SocialPlatform = 'Facebook' | 'X' | 'YouTube' | 'Instagram' | 'Bluesky';

export type NavigationData = Seo & {
  header: SliceZone<MenuItemSlice>;
  footer: SliceZone<FooterColumnSlice>;
  footer_text: RichTextField;
  social: GroupField<{ platform: SelectField<SocialPlatform>; link: LinkField }>;
  charity_notice: KeyTextField;
};

export type NavigationDocument = PrismicDocumentWithUID<NavigationData, 'navigation'>;

export type NewsItemDocument = PrismicDocumentWithUID<
  Seo & {
    title: TitleField;
    date: DateField;
    summary: KeyTextField;
    image: ImageField;
    author: KeyTextField;
    category: SelectField<'Society news' | 'Collections' | 'Events' | 'Research' | 'Members'>;
    body: RichTextField;
  },
  'news_item'
>;

export type EventFormat = 'Online' | 'In person' | 'Hybrid';

export type EventDocument = PrismicDocumentWithUID<
  Seo & {
    title: TitleField;
    start: TimestampField;
    end: TimestampField;
    format: SelectField<EventFormat>;
    venue: KeyTextField;
    address: KeyTextField;
    location: GeoPointField;
    price: NumberField;
    member_price: NumberField;
    capacity: NumberField;
    places_per_member: NumberField;
    booking_cutoff_hours: NumberField;
    speaker: KeyTextField;
    summary: KeyTextField;
    image: ImageField;
    body: RichTextField;
  },
  'event'
>;

export type ImageWithCaptionSlice = DefaultSlice<
  'image_with_caption',
  { image: ImageField; caption: RichTextField }
>;
export type QuoteSlice = DefaultSlice<'quote', { quote: RichTextField; source: KeyTextField }>;
export type FaqSlice = DefaultSlice<
  'faq',
  { heading: KeyTextField },
  { question: KeyTextField; answer: RichTextField }
>;
export type DocumentListSlice = DefaultSlice<
  'document_list',
  { heading: KeyTextField },
  { document: LinkField; note: KeyTextField }
>;

export type PageSlice =
  | TextBlockSlice
  | ImageWithCaptionSlice
  | QuoteSlice
  | CallToActionSlice
  | FaqSlice
  | DocumentListSlice;

export type PageLayout = 'default' | 'wide' | 'sidebar';

export type PageData = Seo & {
  title: TitleField;
  summary: KeyTextField;
  parent: ContentRelationshipField<'page'>;
  layout: SelectField<PageLayout>;
  image: ImageField;
  author: KeyTextField;
  body: RichTextField;
  slices: SliceZone<PageSlice>;
};

export type PageDocument = PrismicDocumentWithUID<PageData, 'page'>;

export type LandingPageDocument = PrismicDocumentWithUID<
  Seo & { title: TitleField; intro: RichTextField; image: ImageField; slices: SliceZone<PageSlice> },
  'landing_page'
>;

export type FeatureItemDocument = PrismicDocumentWithUID<
  Seo & {
    title: TitleField;
    date: DateField;
    summary: KeyTextField;
    image: ImageField;
    author: KeyTextField;
    topic: SelectField;
    reading_minutes: NumberField;
    body: RichTextField;
  },
  'feature_item'
>;

export type SubscriptionKind = 'Membership' | 'Newsletter';
export type SubscriptionPeriod = 'year' | 'month' | 'one-off' | 'free';

export type SubscriptionOptionDocument = PrismicDocumentWithUID<
  Seo & {
    title: TitleField;
    kind: SelectField<SubscriptionKind>;
    price: NumberField;
    period: SelectField<SubscriptionPeriod>;
    summary: KeyTextField;
    benefits: GroupField<{ benefit: KeyTextField }>;
    body: RichTextField;
    order: NumberField;
  },
  'subscription_option'
>;

export type CollectionDocument = PrismicDocumentWithUID<
  Seo & {
    title: TitleField;
    kind: SelectField<'Record set' | 'Index' | 'Memorial cards' | 'Family trees' | 'Birth briefs' | 'Search'>;
    summary: KeyTextField;
    image: ImageField;
    access: SelectField<'Public' | 'Members'>;
    body: RichTextField;
    order: NumberField;
  },
  'collection'
>;

/** The society's research projects (volunteer transcription projects). */
export type ProjectDocument = PrismicDocumentWithUID<
  Seo & { title: TitleField; date: DateField; summary: KeyTextField; image: ImageField; body: RichTextField },
  'fhwuifhe'
>;

/** The society's journal issues and publications. */
export type PublicationDocument = PrismicDocumentWithUID<
  Seo & {
    title: TitleField;
    date: DateField;
    issue: KeyTextField;
    summary: KeyTextField;
    image: ImageField;
    body: RichTextField;
    download: LinkToMediaField;
  },
  'cwbhvwt'
>;

export type SiteDocument =
  | FeatureItemDocument
  | SubscriptionOptionDocument
  | CollectionDocument
  | ProjectDocument
  | PublicationDocument
  | HomepageDocument
  | NavigationDocument
  | NewsItemDocument
  | EventDocument
  | PageDocument
  | LandingPageDocument;
