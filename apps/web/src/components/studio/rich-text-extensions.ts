import { type Extensions, Mark, mergeAttributes, Node } from '@tiptap/core';
import Document from '@tiptap/extension-document';
import StarterKit from '@tiptap/starter-kit';
import type { RichTextAllowed } from '../../lib/studio/rich-text-allowed.ts';

/** Prismic's `preformatted`: a block that keeps its spaces and, unlike a code block, its spans. */
const Preformatted = Node.create({
  name: 'preformatted',
  group: 'block',
  content: 'inline*',
  code: true,
  whitespace: 'pre',
  parseHTML: () => [{ tag: 'pre' }],
  renderHTML: ({ HTMLAttributes }) => ['pre', HTMLAttributes, 0],
});

/** A hyperlink span: the whole Prismic link (document, web or media) is kept as it is. */
const PrismicLink = Mark.create({
  name: 'link',
  inclusive: false,
  addAttributes: () => ({ data: { default: null, rendered: false } }),
  parseHTML: () => [{ tag: 'a[href]' }],
  renderHTML: ({ mark, HTMLAttributes }) => {
    const data = mark.attrs.data as { url?: string; id?: string } | null;
    return ['a', mergeAttributes(HTMLAttributes, { href: data?.url ?? `#document-${data?.id ?? ''}` }), 0];
  },
});

/** A label span (a class the site styles). */
const Label = Mark.create({
  name: 'label',
  addAttributes: () => ({ label: { default: '', renderHTML: (attrs) => ({ 'data-label': attrs.label }) } }),
  parseHTML: () => [{ tag: 'span[data-label]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', mergeAttributes(HTMLAttributes, { class: 'studio-label' }), 0],
});

/** An image or embed block, kept whole; the editor shows it and lets it be moved or removed. */
const atom = (name: string, describe: (data: Record<string, unknown>) => string) =>
  Node.create({
    name,
    group: 'block',
    atom: true,
    draggable: true,
    addAttributes: () => ({ data: { default: {}, rendered: false } }),
    parseHTML: () => [{ tag: `figure[data-${name}]` }],
    renderHTML: ({ node }) => [
      'figure',
      { [`data-${name}`]: '', class: 'studio-atom' },
      describe(node.attrs.data as Record<string, unknown>),
    ],
  });

const PrismicImage = atom('prismicImage', (data) => `Image: ${String(data.alt || 'no description')}`);
const PrismicEmbed = atom(
  'prismicEmbed',
  (data) => `Embed: ${String((data.oembed as { embed_url?: string } | undefined)?.embed_url ?? '')}`,
);

/** The editor's schema for one field: only the blocks and spans the field allows. */
export function richTextExtensions(allowed: RichTextAllowed): Extensions {
  const lists = allowed.bulletList || allowed.orderedList;
  return [
    StarterKit.configure({
      document: false,
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      // A list item holds a paragraph, so lists need paragraphs even where the field has none.
      paragraph: allowed.paragraph || lists ? {} : false,
      link: false,
      trailingNode: false,
      bold: allowed.strong ? {} : false,
      italic: allowed.em ? {} : false,
      heading: allowed.headings.length > 0 ? { levels: allowed.headings } : false,
      bulletList: allowed.bulletList ? {} : false,
      orderedList: allowed.orderedList ? {} : false,
      listItem: lists ? {} : false,
      listKeymap: lists ? {} : false,
    }),
    Document.extend({ content: allowed.single ? 'block' : 'block+' }),
    ...(allowed.preformatted ? [Preformatted] : []),
    ...(allowed.hyperlink ? [PrismicLink] : []),
    ...(allowed.labels.length > 0 ? [Label] : []),
    ...(allowed.image ? [PrismicImage] : []),
    ...(allowed.embed ? [PrismicEmbed] : []),
  ];
}
