import type { ImageField, RichTextField } from '@prismicio/client';
import type { ReactNode } from 'react';
import { ContentImage } from './content-image.tsx';
import { RichText } from './rich-text.tsx';

type ArticleBodyProps = {
  summary: string | null;
  image: ImageField;
  body: RichTextField;
  className?: string;
  /** Extras after the body, such as a download link. */
  children?: ReactNode;
};

/** The reading column of every CMS article: standfirst, lead image, rich text. */
export function ArticleBody({ summary, image, body, className = '', children }: ArticleBodyProps) {
  return (
    <article className={`text-lg text-stone-800 ${className}`}>
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
  );
}
