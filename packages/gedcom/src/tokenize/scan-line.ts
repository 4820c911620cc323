import type { GedcomLine } from './split-gedcom-lines.ts';

const isBlank = (code: number) => code === 32 || code === 9;
const isTagCode = (code: number) =>
  (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || (code >= 48 && code <= 57) || code === 95;

/**
 * `[blanks] level blanks [@xref@ blanks] TAG [" " value]`, scanned by hand (the parser's hot
 * path). Blanks around the level and xref are tolerated; the value keeps everything after the
 * single space that ends the tag. Returns null for anything else.
 */
export function scanLine(text: string): (Omit<GedcomLine, 'lineNumber'> & { lineNumber: number }) | null {
  const length = text.length;
  let i = 0;
  let code = text.charCodeAt(0);
  while (i < length && (isBlank(code) || code === 0xfeff)) code = text.charCodeAt(++i);
  const levelStart = i;
  let level = 0;
  while (i < length && code >= 48 && code <= 57) {
    level = level * 10 + code - 48;
    code = text.charCodeAt(++i);
  }
  if (i === levelStart || i - levelStart > 3 || i >= length || !isBlank(code)) return null;
  while (i < length && isBlank(code)) code = text.charCodeAt(++i);
  let xref: string | null = null;
  if (code === 64) {
    const close = text.indexOf('@', i + 1);
    if (close <= i + 1) return null;
    xref = text.slice(i + 1, close);
    if (xref.includes(' ') || xref.includes('\t')) return null;
    i = close + 1;
    code = text.charCodeAt(i);
    if (i >= length || !isBlank(code)) return null;
    while (i < length && isBlank(code)) code = text.charCodeAt(++i);
  }
  const tagStart = i;
  let lower = false;
  while (i < length && isTagCode(code)) {
    if (code >= 97) lower = true;
    code = text.charCodeAt(++i);
  }
  if (i === tagStart || (i < length && code !== 32)) return null;
  const tag = text.slice(tagStart, i);
  return {
    lineNumber: 0,
    level,
    xref,
    tag: lower ? tag.toUpperCase() : tag,
    value: i < length ? text.slice(i + 1) : '',
  };
}
