import type { RTNode } from '@prismicio/client';

/** ProseMirror's JSON (what TipTap's `getJSON` gives and `setContent` takes). */
export type PmMark = { type: string; attrs?: Record<string, unknown> };
export type PmNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: PmNode[];
  marks?: PmMark[];
  text?: string;
};

type Span = { start: number; end: number; type: string; data?: unknown };
type TextBlock = { type: string; text: string; spans: Span[]; direction?: string };

/** Prismic span types and the editor's mark names, one to one. */
const MARK_OF_SPAN: Record<string, string> = {
  strong: 'bold',
  em: 'italic',
  hyperlink: 'link',
  label: 'label',
};
const SPAN_OF_MARK = Object.fromEntries(Object.entries(MARK_OF_SPAN).map(([span, mark]) => [mark, span]));
const LISTS = { 'list-item': 'bulletList', 'o-list-item': 'orderedList' } as const;
const ITEM_OF_LIST: Record<string, string> = { bulletList: 'list-item', orderedList: 'o-list-item' };

const markOf = (span: Span): PmMark => {
  const type = MARK_OF_SPAN[span.type] ?? span.type;
  if (span.type === 'hyperlink') return { type, attrs: { data: span.data } };
  if (span.type === 'label') return { type, attrs: { label: (span.data as { label: string }).label } };
  return { type };
};
const spanOf = (mark: PmMark, start: number, end: number): Span => {
  const type = SPAN_OF_MARK[mark.type] ?? mark.type;
  if (type === 'hyperlink') return { start, end, type, data: mark.attrs?.data };
  if (type === 'label') return { start, end, type, data: { label: mark.attrs?.label } };
  return { start, end, type };
};

/** A block's text as inline nodes: runs of equal marks, and a hard break for each line break. */
function inlineNodes(block: TextBlock): PmNode[] {
  const cuts = new Set([0, block.text.length]);
  for (const span of block.spans)
    cuts.add(Math.min(span.start, block.text.length)).add(Math.min(span.end, block.text.length));
  for (let i = 0; i < block.text.length; i++) if (block.text[i] === '\n') cuts.add(i).add(i + 1);
  const points = [...cuts].sort((a, b) => a - b);
  const nodes: PmNode[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const [from, to] = [points[i]!, points[i + 1]!];
    const marks = block.spans.filter((span) => span.start <= from && span.end >= to).map(markOf);
    const text = block.text.slice(from, to);
    const node: PmNode = text === '\n' ? { type: 'hardBreak' } : { type: 'text', text };
    if (marks.length > 0) node.marks = marks;
    nodes.push(node);
  }
  return nodes;
}

const textBlockNode = (type: string, block: TextBlock, attrs?: Record<string, unknown>): PmNode => {
  const node: PmNode = { type, ...(attrs ? { attrs } : {}) };
  const content = inlineNodes(block);
  if (content.length > 0) node.content = content;
  return node;
};

function blockNode(block: RTNode): PmNode {
  const b = block as unknown as TextBlock & Record<string, unknown>;
  const heading = /^heading([1-6])$/.exec(block.type);
  if (heading) return textBlockNode('heading', b, { level: Number(heading[1]) });
  if (block.type === 'paragraph') return textBlockNode('paragraph', b);
  if (block.type === 'preformatted') return textBlockNode('preformatted', b);
  if (block.type === 'image' || block.type === 'embed') {
    const { type: _type, ...data } = b;
    return { type: block.type === 'image' ? 'prismicImage' : 'prismicEmbed', attrs: { data } };
  }
  throw new Error(`Unknown rich text block ${block.type}`);
}

/**
 * Prismic rich text (a field's blocks) as a ProseMirror document; list items are grouped into
 * lists. An empty field becomes one empty `emptyBlock` (a paragraph unless the field has none).
 */
export function prismicToDoc(
  blocks: readonly RTNode[] | null | undefined,
  emptyBlock: PmNode = { type: 'paragraph' },
): PmNode {
  const content: PmNode[] = [];
  for (const block of blocks ?? []) {
    const list = LISTS[block.type as keyof typeof LISTS];
    if (!list) {
      content.push(blockNode(block));
      continue;
    }
    const item: PmNode = {
      type: 'listItem',
      content: [textBlockNode('paragraph', block as unknown as TextBlock)],
    };
    const last = content.at(-1);
    if (last?.type === list) last.content!.push(item);
    else content.push({ type: list, content: [item] });
  }
  return { type: 'doc', content: content.length > 0 ? content : [emptyBlock] };
}

const sameMark = (a: PmMark, b: PmMark) =>
  a.type === b.type && JSON.stringify(a.attrs) === JSON.stringify(b.attrs);

/** A text block from inline nodes: the text, and each mark's longest runs as spans. */
function textBlock(type: string, nodes: readonly PmNode[] = []): RTNode {
  let text = '';
  const open: { mark: PmMark; start: number }[] = [];
  const spans: Span[] = [];
  for (const node of nodes) {
    const marks = node.marks ?? [];
    for (let i = open.length - 1; i >= 0; i--) {
      if (!marks.some((mark) => sameMark(mark, open[i]!.mark))) {
        spans.push(spanOf(open[i]!.mark, open[i]!.start, text.length));
        open.splice(i, 1);
      }
    }
    for (const mark of marks)
      if (!open.some((o) => sameMark(o.mark, mark))) open.push({ mark, start: text.length });
    text += node.type === 'hardBreak' ? '\n' : (node.text ?? '');
  }
  for (const o of open) spans.push(spanOf(o.mark, o.start, text.length));
  spans.sort((a, b) => a.start - b.start || a.end - b.end || a.type.localeCompare(b.type));
  return { type, text, spans } as RTNode;
}

/** List items in document order; a nested list (the editor allows one) becomes the items after its parent. */
function listBlocks(list: PmNode, out: RTNode[]): void {
  const type = ITEM_OF_LIST[list.type]!;
  for (const item of list.content ?? []) {
    for (const child of item.content ?? []) {
      if (ITEM_OF_LIST[child.type]) listBlocks(child, out);
      else out.push(textBlock(type, child.content));
    }
  }
}

/** A ProseMirror document as Prismic rich text; an empty document is `[]`. */
export function docToPrismic(doc: PmNode): RTNode[] {
  const out: RTNode[] = [];
  for (const node of doc.content ?? []) {
    if (node.type === 'heading') out.push(textBlock(`heading${node.attrs?.level ?? 1}`, node.content));
    else if (node.type === 'paragraph' || node.type === 'preformatted')
      out.push(textBlock(node.type, node.content));
    else if (ITEM_OF_LIST[node.type]) listBlocks(node, out);
    else if (node.type === 'prismicImage' || node.type === 'prismicEmbed')
      out.push({
        type: node.type === 'prismicImage' ? 'image' : 'embed',
        ...(node.attrs?.data as object),
      } as RTNode);
  }
  const only = out.length === 1 ? (out[0] as unknown as Partial<TextBlock>) : undefined;
  const empty = only?.text === '' && only.type !== 'list-item' && only.type !== 'o-list-item';
  return empty ? [] : out;
}
