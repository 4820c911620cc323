import { type FieldPath, isObject, readValues } from './field-path.ts';
import type { JsonObject, JsonValue, Snapshot, StoredDocument } from './types.ts';

const NON_WORD_RE = /[^\p{L}\p{N}]+/u;
const MARKS_RE = /\p{M}+/gu;

const documentWords = new WeakMap<StoredDocument, Set<string>>();
const fieldWords = new WeakMap<StoredDocument, Map<string, Set<string>>>();
const frequencies = new WeakMap<Snapshot, Map<string, number>>();

/** Lowercased, accent-free, lightly stemmed words. */
export function tokenize(text: string): string[] {
  const words = text.normalize('NFD').replace(MARKS_RE, '').toLowerCase().split(NON_WORD_RE);
  return words.filter((word) => word !== '').map(stem);
}

function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

/** Every searchable word of a document: its uid and the text of its data (groups and slices included). */
export function wordsOfDocument(doc: StoredDocument): Set<string> {
  let words = documentWords.get(doc);
  if (!words) {
    const texts: string[] = doc.uid === null ? [] : [doc.uid];
    collectText(doc.data, texts);
    words = new Set(tokenize(texts.join(' ')));
    documentWords.set(doc, words);
  }
  return words;
}

export function wordsOfField(doc: StoredDocument, path: FieldPath, key: string): Set<string> {
  let perField = fieldWords.get(doc);
  if (!perField) {
    perField = new Map();
    fieldWords.set(doc, perField);
  }
  let words = perField.get(key);
  if (!words) {
    const texts: string[] = [];
    for (const value of readValues(doc, path) ?? []) collectText(value, texts);
    words = new Set(tokenize(texts.join(' ')));
    perField.set(key, words);
  }
  return words;
}

/** Plain text of Rich Text, Title, Key Text and Select values; links, media and structure are skipped. */
export function collectText(value: JsonValue, out: string[]): void {
  if (typeof value === 'string') {
    out.push(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectText(item, out);
  } else if (isObject(value) && !isMedia(value)) {
    if (typeof value.slice_type === 'string') {
      collectText(value.primary ?? null, out);
      collectText(value.items ?? null, out);
    } else if (typeof value.text === 'string' && typeof value.type === 'string') {
      out.push(value.text);
    } else {
      for (const child of Object.values(value)) collectText(child, out);
    }
  }
}

function isMedia(value: JsonObject): boolean {
  return value.link_type !== undefined || value.dimensions !== undefined || value.embed_url !== undefined;
}

/** How many documents of the snapshot contain each word. */
export function documentFrequencies(snapshot: Snapshot): Map<string, number> {
  let counts = frequencies.get(snapshot);
  if (!counts) {
    counts = new Map();
    for (const doc of snapshot.documents) {
      for (const word of wordsOfDocument(doc)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    frequencies.set(snapshot, counts);
  }
  return counts;
}
