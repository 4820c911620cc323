/** A piece of a result's snippet; `match` pieces are the searched words, shown highlighted. */
export type SnippetPart = { text: string; match: boolean };

const WORD = /[\p{L}\p{N}]+/gu;
const CONTEXT_BEFORE = 60;

/** Lower case without accents, one character for one, so indexes stay valid in the original text. */
function fold(text: string): string {
  let folded = '';
  for (const char of text) {
    const base = char.normalize('NFD').toLowerCase();
    folded += base.length === char.length ? base : (base.slice(0, char.length) || char).padEnd(char.length);
  }
  return folded;
}

/** The query's words as prefixes, with plural endings dropped, so "records" also marks "record". */
export function searchTerms(query: string): string[] {
  const words = fold(query).match(WORD) ?? [];
  return [...new Set(words.map((word) => (word.length > 3 ? word.replace(/(?:ies|es|s)$/, '') : word)))];
}

function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  if (terms.length === 0) return [];
  const ranges: [number, number][] = [];
  for (const word of fold(text).matchAll(WORD)) {
    if (terms.some((term) => word[0].startsWith(term)))
      ranges.push([word.index, word.index + word[0].length]);
  }
  return ranges;
}

function extract(text: string, from: number, maxLength: number): string {
  if (text.length <= maxLength) return text;
  let start = Math.max(0, Math.min(from - CONTEXT_BEFORE, text.length - maxLength));
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + maxLength);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}

/** How many of the searched terms begin some word of the text. */
export function termsFound(text: string, terms: readonly string[]): number {
  const words = fold(text).match(WORD) ?? [];
  return terms.filter((term) => words.some((word) => word.startsWith(term))).length;
}

/**
 * A short extract for a search result: from the first text (summary, then body) that holds a
 * searched word, around its first occurrence, with every searched word marked.
 */
export function searchSnippet(texts: readonly (string | null | undefined)[], query: string, maxLength = 220) {
  const terms = searchTerms(query);
  const candidates = texts.map((text) => text?.replace(/\s+/g, ' ').trim() ?? '').filter(Boolean);
  const source = candidates.find((text) => matchRanges(text, terms).length > 0) ?? candidates[0];
  if (!source) return [];
  const first = matchRanges(source, terms)[0]?.[0] ?? 0;
  const snippet = extract(source, first, maxLength);
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const [start, end] of matchRanges(snippet, terms)) {
    if (start > at) parts.push({ text: snippet.slice(at, start), match: false });
    parts.push({ text: snippet.slice(start, end), match: true });
    at = end;
  }
  if (at < snippet.length) parts.push({ text: snippet.slice(at), match: false });
  return parts;
}
