import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./globals.css', import.meta.url), 'utf8');
const theme = css.slice(css.indexOf('@theme {'), css.indexOf('\n}\n'));

describe('design tokens', () => {
  it('declares exactly the breakpoints 640, 768, 1024, 1280 and 1536 px', () => {
    expect(theme).toContain('--breakpoint-*: initial;');
    const breakpoints = [...theme.matchAll(/--breakpoint-(\w+): ([\d.]+)rem;/g)].map(([, name, rem]) => [
      name,
      Number(rem) * 16,
    ]);
    expect(breakpoints).toEqual([
      ['sm', 640],
      ['md', 768],
      ['lg', 1024],
      ['xl', 1280],
      ['2xl', 1536],
    ]);
  });

  it('has the violet, teal, gold and green palette, each from 50 to 950', () => {
    for (const hue of ['violet', 'teal', 'gold', 'green']) {
      for (const shade of [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950])
        expect(theme).toMatch(new RegExp(`--color-${hue}-${shade}: #[0-9a-f]{6};`));
    }
  });

  it('names the serif and monospace fonts Linux draws first, so Linux looks up one family, not five', () => {
    const stack = (name: string) => new RegExp(`--font-${name}: ([^;]+);`).exec(theme)?.[1];
    expect(stack('serif')?.split(',')[0]).toBe('"Liberation Serif"');
    expect(stack('mono')?.split(',')[0]).toBe('"Liberation Mono"');
    expect(stack('serif')?.trim().endsWith('serif')).toBe(true);
    expect(stack('mono')?.trim().endsWith('monospace')).toBe(true);
  });
});
