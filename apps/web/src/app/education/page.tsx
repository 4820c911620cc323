import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { DocumentCard } from '../../components/document-card.tsx';
import { MoreLink } from '../../components/more-link.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageLinkCards } from '../../components/page-link-cards.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { pageMetadata } from '../../lib/page-metadata.ts';
import { getEducationPage } from '../../server/content/get-education.ts';
import { unlessFailing } from '../../server/content/unless-failing.ts';
import { pageSlices } from '../../slices/page-slices.tsx';

export async function generateMetadata(): Promise<Metadata> {
  const education = await unlessFailing(getEducationPage());
  const data = education?.landing?.data;
  return pageMetadata({
    metaTitle: data?.meta_title,
    metaDescription: data?.meta_description,
    title: asText(data?.title) || 'Education',
    path: '/education',
  });
}

export default async function EducationPage() {
  const { landing, sections, features } = await getEducationPage();
  const data = landing?.data;
  const title = asText(data?.title)?.trim() || 'Education';
  return (
    <>
      <PageHeader title={title} trail={[]}>
        <RichText field={data?.intro} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        {data ? (
          <div className="mx-auto max-w-3xl text-lg text-stone-800">
            <SliceZone slices={data.slices} components={pageSlices} />
          </div>
        ) : null}
        <PageLinkCards pages={sections} heading="Learn family history" />
        {features.length > 0 ? (
          <section aria-labelledby="latest-features" className="mt-12">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="latest-features" className="font-serif text-2xl font-semibold text-violet-950">
                Latest featured articles
              </h2>
              <MoreLink href="/education/learning-hub/featured">All featured articles</MoreLink>
            </div>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {features.map((item) => (
                <li key={item.id}>
                  <DocumentCard
                    document={item}
                    title={asText(item.data.title) || 'Untitled article'}
                    summary={item.data.summary}
                    eyebrow={item.data.topic}
                    date={item.data.date}
                    image={item.data.image}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}
