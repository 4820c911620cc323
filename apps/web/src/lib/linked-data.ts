import { asText, type LinkField, type RichTextField } from '@prismicio/client';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isRichText = (value: unknown): value is RichTextField =>
  Array.isArray(value) && value.every((node) => isRecord(node) && typeof node.type === 'string');

/** A text field of a linked document, present when the query fetched it (`fetchLinks`). */
export function linkedText(field: LinkField | null | undefined, key: string): string | null {
  if (field?.link_type !== 'Document' || !('data' in field) || !isRecord(field.data)) return null;
  const value = field.data[key];
  if (typeof value === 'string') return value.trim() || null;
  return isRichText(value) ? asText(value).trim() || null : null;
}
