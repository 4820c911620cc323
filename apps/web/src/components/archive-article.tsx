import type { ImageField, RichTextField } from '@prismicio/client';
import type { ReactNode } from 'react';
import { contentDate } from '../lib/content-date.ts';
import { formatLongDate } from '../lib/format.ts';
import { ArticleBody } from './article-body.tsx';
import { BookmarkButton } from './bookmark-button.tsx';
import { PageHeader } from './page-header.tsx';

type ArchiveArticleProps = {
  title: string;
  parent: { title: string; href: string };
  /** The article's own path, for its bookmark. */
  path: string;
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
  path,
  eyebrow,
  date,
  summary,
  image,
  body,
  children,
}: ArchiveArticleProps) {
  const when = contentDate(date, `${path} date`);
  return (
    <>
      <PageHeader
        title={title}
        trail={[parent]}
        eyebrow={eyebrow}
        actions={<BookmarkButton kind="page" path={path} title={title} />}
      >
        {when && date ? (
          <p className="text-base">
            <time dateTime={date}>{formatLongDate(when)}</time>
          </p>
        ) : null}
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
        <ArticleBody summary={summary} image={image} body={body}>
          {children}
        </ArticleBody>
      </div>
    </>
  );
}
