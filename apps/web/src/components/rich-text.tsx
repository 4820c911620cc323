import { isFilled, type RichTextField } from '@prismicio/client';
import { PrismicRichText, type RichTextComponents } from '@prismicio/react';
import { linkResolver } from '../lib/link-resolver.ts';
import { ContentImage } from './content-image.tsx';
import { ContentLink } from './content-link.tsx';
import { Embed } from './embed.tsx';
import { TEXT_LINK } from './text-link.ts';

const heading = 'font-serif font-semibold text-violet-950 text-balance mt-10 mb-4 first:mt-0';
const labelClass = (label: string) => `rt-label rt-label-${label.toLowerCase().replace(/[^a-z0-9-]+/g, '-')}`;

const components: RichTextComponents = {
  heading1: ({ children }) => <h1 className={`${heading} text-3xl sm:text-4xl`}>{children}</h1>,
  heading2: ({ children }) => <h2 className={`${heading} text-2xl sm:text-3xl`}>{children}</h2>,
  heading3: ({ children }) => <h3 className={`${heading} text-xl sm:text-2xl`}>{children}</h3>,
  heading4: ({ children }) => <h4 className={`${heading} text-lg sm:text-xl`}>{children}</h4>,
  heading5: ({ children }) => <h5 className={`${heading} text-lg`}>{children}</h5>,
  heading6: ({ children }) => <h6 className={`${heading} text-base uppercase tracking-wide`}>{children}</h6>,
  paragraph: ({ children }) => <p className="my-4 first:mt-0 last:mb-0">{children}</p>,
  // Keeps its lines (a transcription's columns line up), so it may scroll sideways on a phone: a
  // named, focusable region lets a keyboard scroll it too (WCAG 2.1.1).
  preformatted: ({ node }) => (
    <section
      aria-label="Fixed-width text"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="my-6 overflow-x-auto rounded-lg bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
    >
      <pre className="p-4 font-mono text-sm leading-relaxed text-stone-900">{node.text}</pre>
    </section>
  ),

  list: ({ children }) => (
    <ul className="my-4 list-disc space-y-2 pl-6 marker:text-violet-700">{children}</ul>
  ),
  oList: ({ children }) => (
    <ol className="my-4 list-decimal space-y-2 pl-6 marker:text-violet-700">{children}</ol>
  ),
  listItem: ({ children }) => <li className="pl-1">{children}</li>,
  oListItem: ({ children }) => <li className="pl-1">{children}</li>,
  strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
  em: ({ children }) => <em>{children}</em>,
  label: ({ node, children }) => <span className={labelClass(node.data.label)}>{children}</span>,
  hyperlink: ({ node, children }) => (
    <ContentLink field={node.data} className={TEXT_LINK}>
      {children}
    </ContentLink>
  ),
  image: ({ node }) => {
    const image = (
      <ContentImage
        field={node}
        sizes="(min-width: 768px) 42rem, 100vw"
        className="h-auto w-full rounded-lg"
      />
    );
    return (
      <figure className="my-8">
        {isFilled.link(node.linkTo) ? <ContentLink field={node.linkTo}>{image}</ContentLink> : image}
        {node.copyright ? (
          <figcaption className="mt-2 text-sm text-stone-600">© {node.copyright}</figcaption>
        ) : null}
      </figure>
    );
  },
  embed: ({ node }) => <Embed oembed={node.oembed} />,
};

type RichTextProps = { field: RichTextField | null | undefined; className?: string };

/** CMS rich text with the site's typography; never renders raw HTML from the content. */
export function RichText({ field, className }: RichTextProps) {
  const content = <PrismicRichText field={field} components={components} linkResolver={linkResolver} />;
  return className ? <div className={className}>{content}</div> : content;
}
