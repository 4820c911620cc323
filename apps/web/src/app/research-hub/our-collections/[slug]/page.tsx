import { asText } from '@prismicio/client';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentImage } from '../../../../components/content-image.tsx';
import { Fact, FactPanel } from '../../../../components/fact-list.tsx';
import { PageHeader } from '../../../../components/page-header.tsx';
import { RichText } from '../../../../components/rich-text.tsx';
import { documentMetadata } from '../../../../lib/page-metadata.ts';
import { getCollection } from '../../../../server/content/get-collections.ts';
import { uidParams } from '../../../../server/content/static-params.ts';
import { unlessFailing } from '../../../../server/content/unless-failing.ts';

const ACCESS_LABELS: Readonly<Record<string, string>> = {
  Public: 'Free to everyone',
  Members: 'Members only',
};

export const generateStaticParams = () => uidParams('collection');

export async function generateMetadata({
  params,
}: PageProps<'/research-hub/our-collections/[slug]'>): Promise<Metadata> {
  const { slug } = await params;
  return documentMetadata(
    await unlessFailing(getCollection(slug)),
    (uid) => `/research-hub/our-collections/${uid}`,
  );
}

export default async function CollectionPage({ params }: PageProps<'/research-hub/our-collections/[slug]'>) {
  const { slug } = await params;
  const collection = await getCollection(slug);
  if (!collection) notFound();
  // Members-only content waits for member sign-in (a later issue); until then it is not served at all.
  if (collection.data.members_only) notFound();
  const { data } = collection;
  const title = asText(data.title).trim() || 'Untitled collection';
  const access = data.access && Object.hasOwn(ACCESS_LABELS, data.access) ? ACCESS_LABELS[data.access] : null;
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ title: 'Our collections', href: '/research-hub/our-collections' }]}
        eyebrow={data.kind ?? undefined}
      >
        {data.summary ? <p>{data.summary}</p> : null}
      </PageHeader>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8 lg:py-16">
        <article className="min-w-0 text-lg text-stone-800">
          <ContentImage
            field={data.image}
            preload
            sizes="(min-width: 1024px) 48rem, 100vw"
            className="mb-8 h-auto w-full rounded-xl bg-violet-50"
          />
          <RichText field={data.body} />
        </article>
        <FactPanel label="Collection details">
          {data.kind ? <Fact label="Kind">{data.kind}</Fact> : null}
          {access ? <Fact label="Access">{access}</Fact> : null}
        </FactPanel>
      </div>
    </>
  );
}
