import type { Page } from '@playwright/test';

/** Widths around the site's breakpoints (640, 768, 1024, 1280), where a chart's layout changes. */
export const CHART_WIDTHS = [640, 700, 768, 900, 1023, 1024, 1280, 1440];

/**
 * What does not fit at `width`: how far the page scrolls sideways, chart boxes whose text runs
 * past their edge (HTML boxes and the SVG chart's), and boxes beyond the chart's visible width.
 */
export async function chartMisfitsAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(() => {
    const doc = document.documentElement;
    const cut: string[] = [];
    const hidden: string[] = [];
    for (const figure of document.querySelectorAll('figure.pedigree-print')) {
      const edge = figure.getBoundingClientRect().right;
      for (const box of figure.querySelectorAll<HTMLElement>('li > div')) {
        if (!box.checkVisibility()) continue;
        if (box.scrollWidth > box.clientWidth + 1) cut.push(box.textContent ?? '');
        if (box.getBoundingClientRect().right > edge + 1) hidden.push(box.textContent ?? '');
      }
    }
    for (const svg of document.querySelectorAll<SVGSVGElement>('svg.brief-chart')) {
      if (!svg.checkVisibility()) continue;
      for (const group of svg.querySelectorAll('g.brief-box')) {
        const rect = group.querySelector('rect')!.getBBox();
        for (const text of group.querySelectorAll('text')) {
          const box = text.getBBox();
          if (box.x + box.width > rect.x + rect.width + 0.5) cut.push(text.textContent ?? '');
        }
      }
    }
    return { sideways: doc.scrollWidth - doc.clientWidth, cut, hidden };
  });
}
