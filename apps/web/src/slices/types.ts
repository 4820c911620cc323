import type { SliceComponentProps } from '@prismicio/react';
import type { SectionTone } from '../components/page-section.tsx';
import type { EventDocument, HomepageSlice, NewsItemDocument } from '../lib/content-types.ts';

/** Data the homepage loads for its slices, so slice components never query content themselves. */
export type HomeSliceContext = { news: NewsItemDocument[]; events: EventDocument[] };

export type HomeSliceProps<Type extends HomepageSlice['slice_type']> = SliceComponentProps<
  Extract<HomepageSlice, { slice_type: Type }>,
  HomeSliceContext
>;

export const toneFor = (index: number): SectionTone => (index % 2 === 0 ? 'tint' : 'white');
