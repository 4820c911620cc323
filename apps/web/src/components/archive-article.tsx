import { asDate, type ImageField, type RichTextField } from '@prismicio/client';
import type { ReactNode } from 'react';
import { formatLongDate } from '../lib/format.ts';
import { ContentImage } from './content-image.tsx';
import { PageHeader } from './page-header.tsx';
import { RichText } from './rich-text.tsx';

type ArchiveArticleProps = {
  title: string;
  parent: { title: string; href: string };
  eyebrow?: string | undefined;
  date: string | null;
  summary: string | null;
  image: ImageField;
  body: RichTextField;
  /** Extras after the body, such as a download link. */
  children?: ReactNode;
};

/** A dated CMS article under a list route: research projects, journal issues and publications. */
export function ArchiveArticle({
  title,
  parent,
  eyebrow,
  date,
  summary,
  image,
  body,
  children,
}: ArchiveArticleProps) {
  const when = asDate(date);
  return (
    <>
      <PageHeader title={title} trail={[parent]} eyebrow={eyebrow}>
        {when && date ? (
          <p className="text-base">
            <time dateTime={date}>{formatLongDate(when)}</time>
          </p>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <article className="text-lg text-stone-800">
          {summary ? <p className="mb-8 text-xl text-stone-700">{summary}</p> : null}
          <ContentImage
            field={image}
            preload
            sizes="(min-width: 1024px) 48rem, 100vw"
            className="mb-8 h-auto w-full rounded-xl bg-violet-50"
          />
          <RichText field={body} />
          {children}
        </article>
      </div>
    </>
  );
}
