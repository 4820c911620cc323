import { asText, isFilled } from '@prismicio/client';
import type { PublicationDocument } from '../../lib/content-types.ts';
import { ArchiveArticle } from '../archive-article.tsx';
import { ContentLink } from '../content-link.tsx';

/** A publication with its download, public or members-only. */
export function PublicationView({ item }: { item: PublicationDocument }) {
  const { data } = item;
  const download = isFilled.linkToMedia(data.download) ? data.download : null;
  return (
    <ArchiveArticle
      title={asText(data.title).trim() || 'Untitled publication'}
      parent={{ title: 'Publications', href: '/cwbhvwt' }}
      path={`/cwbhvwt/${item.uid}`}
      eyebrow={data.issue ?? undefined}
      date={data.date}
      summary={data.summary}
      image={data.image}
      body={data.body}
    >
      {download ? (
        <p className="mt-10">
          <ContentLink
            field={download}
            className="inline-flex items-center gap-2 rounded-md bg-violet-800 px-5 py-3 font-semibold text-white hover:bg-violet-900"
          >
            Download the publication
          </ContentLink>
          {download.name ? <span className="ml-3 text-base text-stone-600">{download.name}</span> : null}
        </p>
      ) : null}
    </ArchiveArticle>
  );
}
