import { MoreLink } from '../../components/more-link.tsx';
import { NewsCard } from '../../components/news-card.tsx';
import { PageSection } from '../../components/page-section.tsx';
import { type HomeSliceProps, toneFor } from '../types.ts';

export default function LatestNews({ slice, index, context }: HomeSliceProps<'latest_news'>) {
  return (
    <PageSection
      heading={slice.primary.heading || 'Latest news'}
      tone={toneFor(index)}
      action={<MoreLink href="/news">All news</MoreLink>}
    >
      {context.news.length > 0 ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {context.news.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-stone-700">There is no news just now.</p>
      )}
    </PageSection>
  );
}
