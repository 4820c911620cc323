import type { JsonObject, JsonValue, StoredDocument } from './types.ts';

export type MetaField = 'type' | 'id' | 'tags' | 'first_publication_date' | 'last_publication_date';

export type FieldPath =
  | { kind: 'document' }
  | { kind: 'meta'; name: MetaField }
  | { kind: 'field'; type: string; segments: string[] };

const META = new Set<string>(['type', 'id', 'tags', 'first_publication_date', 'last_publication_date']);
const SEGMENT_RE = /^[A-Za-z0-9_-]+$/;

/** `document`, `document.<meta>` or `my.<type>.<field>[.<subfield>]`; null when not a valid path. */
export function parseFieldPath(path: string): FieldPath | null {
  if (path === 'document') return { kind: 'document' };
  const parts = path.split('.');
  if (parts.length === 2 && parts[0] === 'document' && META.has(parts[1] ?? '')) {
    return { kind: 'meta', name: parts[1] as MetaField };
  }
  const [root, type, ...segments] = parts;
  if (root !== 'my' || type === undefined || segments.length === 0) return null;
  if (!parts.slice(1).every((part) => SEGMENT_RE.test(part))) return null;
  return { kind: 'field', type, segments };
}

export function isObject(value: JsonValue | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The values a path points at: none when the field is absent, several through a group
 * (`my.t.group.field`). Null when the document is not of the path's type.
 */
export function readValues(doc: StoredDocument, path: FieldPath): JsonValue[] | null {
  if (path.kind === 'document') return [];
  if (path.kind === 'meta') return readMeta(doc, path.name);
  if (doc.type !== path.type) return null;
  if (path.segments.length === 1 && path.segments[0] === 'uid') return doc.uid === null ? [] : [doc.uid];
  let values: JsonValue[] = [doc.data];
  for (const segment of path.segments) {
    const next: JsonValue[] = [];
    for (const value of values) {
      for (const item of Array.isArray(value) ? value : [value]) {
        const child = isObject(item) ? item[segment] : undefined;
        if (child !== undefined) next.push(child);
      }
    }
    values = next;
  }
  return values;
}

function readMeta(doc: StoredDocument, name: MetaField): JsonValue[] {
  switch (name) {
    case 'type':
      return [doc.type];
    case 'id':
      return [doc.id];
    case 'tags':
      return doc.tags;
    case 'first_publication_date':
      return doc.firstPublicationDate === null ? [] : [doc.firstPublicationDate];
    case 'last_publication_date':
      return doc.lastPublicationDate === null ? [] : [doc.lastPublicationDate];
  }
}

/** The linked document id of a filled content relationship, else null. */
export function linkedId(value: JsonValue | undefined): string | null {
  if (!isObject(value) || value.link_type !== 'Document') return null;
  return typeof value.id === 'string' && value.id !== '' ? value.id : null;
}

export function isRichText(value: JsonValue[]): boolean {
  return value.every(
    (block) =>
      isObject(block) &&
      typeof block.type === 'string' &&
      block.slice_type === undefined &&
      (typeof block.text === 'string' || block.type === 'image' || block.type === 'embed'),
  );
}

export function isSliceZone(value: JsonValue[]): boolean {
  return value.length > 0 && value.every((slice) => isObject(slice) && typeof slice.slice_type === 'string');
}

/** Whether a field holds a value (`has`), per the empty forms of each field kind. */
export function isFilled(value: JsonValue): boolean {
  if (value === null || value === '') return false;
  if (Array.isArray(value)) {
    if (value.length === 0) return false;
    return !isRichText(value) || value.some((block) => !isObject(block) || block.text !== '');
  }
  if (isObject(value)) {
    if (typeof value.link_type === 'string') return value.id !== undefined || value.url !== undefined;
    return Object.keys(value).length > 0;
  }
  return true;
}
