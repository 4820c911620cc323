import { z } from 'zod';
import { linkSchema } from './field-schemas.ts';

const TEXT_BLOCKS = [
  'heading1',
  'heading2',
  'heading3',
  'heading4',
  'heading5',
  'heading6',
  'paragraph',
  'preformatted',
  'list-item',
  'o-list-item',
];
const BLOCKS = [...TEXT_BLOCKS, 'image', 'embed'];
const SPANS = ['strong', 'em', 'hyperlink'];

/** A rich text field's model config: `single` (a title: one block) or `multi`, each a comma list of what it allows. */
export type RichTextConfig =
  | { single?: string; multi?: string; labels?: readonly string[] | null }
  | undefined;

/** Which blocks and spans a field allows. A config that lists none allows everything, as Prismic does. */
function allowedBy(config: RichTextConfig) {
  const listed = (config?.single ?? config?.multi ?? '').split(',').map((token) => token.trim());
  const blocks = BLOCKS.filter((block) => listed.includes(block));
  const spans = SPANS.filter((span) => listed.includes(span));
  const none = blocks.length === 0 && spans.length === 0;
  return {
    single: config?.single !== undefined,
    blocks: none ? BLOCKS : blocks,
    spans: none ? SPANS : spans,
    labels: config?.labels ?? [],
  };
}

function spanSchema(spans: string[], labels: readonly string[]) {
  const types = labels.length > 0 ? [...spans, 'label'] : spans;
  const listed = types.join(', ') || 'none';
  return z
    .looseObject({
      start: z.number().int().min(0),
      end: z.number().int().min(0),
      type: z.string().refine((type) => types.includes(type), `is not a span this field allows (${listed})`),
      data: z.unknown().optional(),
    })
    .superRefine((span, ctx) => {
      if (span.end < span.start)
        ctx.addIssue({ code: 'custom', path: ['end'], message: 'is before the start' });
      if (span.type === 'hyperlink') {
        const link = linkSchema(null).safeParse(span.data);
        if (!link.success)
          for (const issue of link.error.issues)
            ctx.addIssue({ code: 'custom', path: ['data', ...issue.path], message: issue.message });
      }
      if (span.type === 'label') {
        const label = (span.data as { label?: unknown } | undefined)?.label;
        if (typeof label !== 'string' || !labels.includes(label))
          ctx.addIssue({
            code: 'custom',
            path: ['data', 'label'],
            message: `must be one of: ${labels.join(', ')}`,
          });
      }
    });
}

function blockSchema(blocks: string[], spans: z.ZodType) {
  return z
    .looseObject({
      type: z
        .string()
        .refine((type) => blocks.includes(type), `is not a block this field allows (${blocks.join(', ')})`),
      text: z.string().optional(),
      spans: z.array(spans).optional(),
    })
    .superRefine((block, ctx) => {
      if (TEXT_BLOCKS.includes(block.type) && typeof block.text !== 'string')
        ctx.addIssue({ code: 'custom', path: ['text'], message: `a ${block.type} block needs its text` });
      if (block.type === 'image' && typeof (block as { url?: unknown }).url !== 'string')
        ctx.addIssue({ code: 'custom', path: ['url'], message: 'an image block needs its url' });
      if (block.type === 'embed' && typeof (block as { oembed?: unknown }).oembed !== 'object')
        ctx.addIssue({ code: 'custom', path: ['oembed'], message: 'an embed block needs its oembed' });
      const length = block.text?.length ?? 0;
      block.spans?.forEach((span, index) => {
        if ((span as { end: number }).end > length)
          ctx.addIssue({
            code: 'custom',
            path: ['spans', index, 'end'],
            message: 'is past the end of the text',
          });
      });
    });
}

/**
 * A Title or Rich Text field: an array of blocks (`[]` when empty; null is read as empty too),
 * holding only the block and span types its model allows, and one block at most for a `single`.
 */
export function richTextSchema(config: RichTextConfig): z.ZodType {
  const allowed = allowedBy(config);
  const blocks = z.array(blockSchema(allowed.blocks, spanSchema(allowed.spans, allowed.labels)));
  return (allowed.single ? blocks.max(1, 'holds one block only') : blocks).nullable();
}
