/** What a Prismic rich-text field allows, from its `single` or `multi` list. */
export type RichTextAllowed = {
  /** Only one block (a `single` field such as a title). */
  single: boolean;
  headings: (1 | 2 | 3 | 4 | 5 | 6)[];
  paragraph: boolean;
  preformatted: boolean;
  bulletList: boolean;
  orderedList: boolean;
  image: boolean;
  embed: boolean;
  strong: boolean;
  em: boolean;
  hyperlink: boolean;
  labels: string[];
};

type RichTextConfig = { single?: string; multi?: string; labels?: readonly string[] | null } | undefined;

const ALL =
  'paragraph,preformatted,heading1,heading2,heading3,heading4,heading5,heading6,strong,em,hyperlink,image,embed,list-item,o-list-item';

/** The blocks and spans a field's config allows (Prismic allows everything when it names nothing). */
export function richTextAllowed(config: RichTextConfig): RichTextAllowed {
  const list = (config?.single ?? config?.multi ?? ALL).split(',').map((token) => token.trim());
  const has = (token: string) => list.includes(token);
  return {
    single: config?.single !== undefined,
    headings: ([1, 2, 3, 4, 5, 6] as const).filter((level) => has(`heading${level}`)),
    paragraph: has('paragraph'),
    preformatted: has('preformatted'),
    bulletList: has('list-item'),
    orderedList: has('o-list-item'),
    image: has('image'),
    embed: has('embed'),
    strong: has('strong'),
    em: has('em'),
    hyperlink: has('hyperlink'),
    labels: [...(config?.labels ?? [])],
  };
}
