import { asText, isFilled } from '@prismicio/client';
import { ContentImage } from '../../components/content-image.tsx';
import { ContentLink } from '../../components/content-link.tsx';
import { MoreLink } from '../../components/more-link.tsx';
import { PageSection } from '../../components/page-section.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { type HomeSliceProps, toneFor } from '../types.ts';

export default function CollectionHighlights({ slice, index }: HomeSliceProps<'collection_highlights'>) {
  const cards = slice.items.flatMap((item) =>
    isFilled.contentRelationship(item.collection)
      ? [{ link: item.collection, text: item.text, data: item.collection.data }]
      : [],
  );
  return (
    <PageSection
      heading={slice.primary.heading || 'Our collections'}
      tone={toneFor(index)}
      intro={isFilled.richText(slice.primary.intro) ? <RichText field={slice.primary.intro} /> : null}
      action={<MoreLink href="/research-hub/our-collections">All collections</MoreLink>}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ link, text, data }) => (
          <li key={link.id}>
            <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow motion-reduce:transition-none hover:shadow-md">
              <ContentImage
                field={data?.image}
                sizes="(min-width: 1024px) 18rem, (min-width: 640px) 50vw, 100vw"
                className="aspect-4/3 w-full bg-violet-50 object-cover"
              />
              <div className="flex flex-1 flex-col p-5">
                <div className="flex flex-wrap gap-2 text-xs font-semibold">
                  {data?.kind ? (
                    <span className="rounded-full bg-violet-50 px-2 py-0.5 text-violet-800">{data.kind}</span>
                  ) : null}
                  {data?.access === 'Members' ? (
                    <span className="rounded-full bg-gold-100 px-2 py-0.5 text-gold-900">Members</span>
                  ) : null}
                </div>
                <h3 className="mt-3 font-serif text-xl font-semibold text-violet-950">
                  <ContentLink
                    field={link}
                    className="after:absolute after:inset-0 hover:text-violet-700 hover:underline hover:underline-offset-4"
                  >
                    {(data && asText(data.title)) || link.uid || 'Collection'}
                  </ContentLink>
                </h3>
                {text || data?.summary ? (
                  <p className="mt-2 text-stone-700">{text || data?.summary}</p>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
