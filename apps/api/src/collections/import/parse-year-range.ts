const APPROXIMATE = /\b(c\.?|ca\.?|circa|abt\.?|about)\s*(?=\d)/i;
const YEAR = /(?<!\d)(\d{4})(?:\/(\d{1,2}))?(?!\d)/g;
/** How far either side an approximate year (`c.1790`) reaches. */
export const APPROXIMATE_SPREAD = 2;

/**
 * The year range a transcribed date or year stands for: `12 Mar 1784` → 1784–1784, `c.1790` →
 * 1788–1792, old-style double dating `1723/4` → 1723–1724, `1790-1795` → 1790–1795. Null when the
 * text holds no plausible year (1000–2099).
 */
export function parseYearRange(text: string): { min: number; max: number } | null {
  const years: number[] = [];
  for (const match of text.matchAll(YEAR)) {
    const year = Number(match[1]);
    if (year < 1000 || year > 2099) continue;
    years.push(year);
    if (match[2]) {
      const suffix = match[2];
      const next = Number(String(year).slice(0, 4 - suffix.length) + suffix);
      if (next > year && next - year < 10) years.push(next);
    }
  }
  if (years.length === 0) return null;
  const min = Math.min(...years);
  const max = Math.max(...years);
  if (APPROXIMATE.test(text) && years.length === 1)
    return { min: min - APPROXIMATE_SPREAD, max: max + APPROXIMATE_SPREAD };
  return { min, max };
}
