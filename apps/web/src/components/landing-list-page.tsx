import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { ReactNode } from 'react';
import type { LandingPageDocument } from '../lib/content-types.ts';
import { pageSlices } from '../slices/page-slices.tsx';
import { CardGrid } from './document-card.tsx';
import { PageHeader } from './page-header.tsx';
import { RichText } from './rich-text.tsx';

type LandingListPageProps = {
  landing: LandingPageDocument | null;
  fallbackTitle: string;
  empty: string;
  /** One `<li>` card per listed document. */
  children: ReactNode[];
};

/** A route's landing page from the CMS (title, intro, slices) around a grid of document cards. */
export function LandingListPage({ landing, fallbackTitle, empty, children }: LandingListPageProps) {
  const data = landing?.data;
  return (
    <>
      <PageHeader title={asText(data?.title)?.trim() || fallbackTitle} trail={[]}>
        <RichText field={data?.intro} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <CardGrid empty={empty}>{children}</CardGrid>
        {data ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <SliceZone slices={data.slices} components={pageSlices} />
          </div>
        ) : null}
      </div>
    </>
  );
}
