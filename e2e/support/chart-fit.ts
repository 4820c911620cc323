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

/**
 * How the pedigree chart (the first on the page) sits at `width`: whether the page scrolls
 * sideways, boxes whose text is cut, whether the chart scrolls inside its own region and how that
 * region is named and reached, whether the scroll cue (hint and fade) shows, boxes beyond the
 * region's edge, and the parent boxes without a connector line to their child.
 */
export async function pedigreeAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  return page.evaluate(() => {
    const doc = document.documentElement;
    const figure = document.querySelector('figure.pedigree-print')!;
    const region = figure.querySelector<HTMLElement>('[data-scroll]')!;
    const edge = region.getBoundingClientRect().right;
    const boxes = [...figure.querySelectorAll<HTMLElement>('li > div')].filter((box) =>
      box.checkVisibility(),
    );
    const columns = [...region.querySelectorAll('ol')];
    const unconnected = columns.slice(1).flatMap((column) =>
      [...column.querySelectorAll<HTMLElement>(':scope > li:not([aria-hidden])')]
        .filter((li) => {
          const stub = getComputedStyle(li, '::before');
          const line = getComputedStyle(li, '::after');
          return stub.content === 'none' || stub.borderTopWidth === '0px' || line.borderLeftWidth === '0px';
        })
        .map((li) => li.textContent ?? ''),
    );
    return {
      sideways: doc.scrollWidth - doc.clientWidth,
      cut: boxes.filter((box) => box.scrollWidth > box.clientWidth + 1).map((box) => box.textContent ?? ''),
      scrolls: region.scrollWidth > region.clientWidth + 1,
      beyond: boxes.filter((box) => box.getBoundingClientRect().right > edge + 1).length,
      cue: [...figure.querySelectorAll<HTMLElement>('.pedigree-cue')].map((cue) => cue.checkVisibility()),
      label: region.getAttribute('aria-label'),
      tabIndex: region.tabIndex,
      unconnected,
    };
  });
}
