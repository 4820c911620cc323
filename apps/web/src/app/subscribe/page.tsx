import { asText } from '@prismicio/client';
import { SliceZone } from '@prismicio/react';
import type { Metadata } from 'next';
import { DocumentCard } from '../../components/document-card.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { formatSubscriptionPrice } from '../../lib/format.ts';
import { pageMetadata } from '../../lib/page-metadata.ts';
import { getSubscribePage } from '../../server/content/get-subscriptions.ts';
import { unlessFailing } from '../../server/content/unless-failing.ts';
import { pageSlices } from '../../slices/page-slices.tsx';

const GROUP_HEADINGS = { Membership: 'Membership', Newsletter: 'Newsletter' } as const;

export async function generateMetadata(): Promise<Metadata> {
  const subscribe = await unlessFailing(getSubscribePage());
  const data = subscribe?.landing?.data;
  return pageMetadata({
    metaTitle: data?.meta_title,
    metaDescription: data?.meta_description,
    title: asText(data?.title) || 'Join the society',
    path: '/subscribe',
  });
}

export default async function SubscribePage() {
  const { landing, groups } = await getSubscribePage();
  const data = landing?.data;
  const title = asText(data?.title)?.trim() || 'Join the society';
  return (
    <>
      <PageHeader title={title} trail={[]}>
        <RichText field={data?.intro} />
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        {groups.length === 0 ? (
          <p className="text-lg text-stone-700">There are no subscription options yet.</p>
        ) : null}
        {groups.map((group) => (
          <section key={group.kind} aria-labelledby={`options-${group.kind}`} className="mt-12 first:mt-0">
            <h2 id={`options-${group.kind}`} className="font-serif text-2xl font-semibold text-violet-950">
              {GROUP_HEADINGS[group.kind]}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.options.map((option) => {
                const price = formatSubscriptionPrice(option.data.price, option.data.period);
                return (
                  <li key={option.id}>
                    <DocumentCard
                      document={option}
                      title={asText(option.data.title) || 'Untitled option'}
                      summary={option.data.summary}
                      footer={
                        price ? (
                          <p className="font-serif text-2xl font-semibold text-violet-800">{price}</p>
                        ) : null
                      }
                    />
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        {data ? (
          <div className="mx-auto mt-12 max-w-3xl text-lg text-stone-800">
            <SliceZone slices={data.slices} components={pageSlices} />
          </div>
        ) : null}
      </div>
    </>
  );
}
