'use client';
import { button } from '../member/ui.ts';

const PAPER_STYLE_ID = 'brief-paper-size';

/** Prints the chart on one landscape sheet of the chosen size (the page's print CSS hides everything else). */
function printOn(paper: 'A4' | 'A3') {
  document.getElementById(PAPER_STYLE_ID)?.remove();
  const style = document.createElement('style');
  style.id = PAPER_STYLE_ID;
  style.textContent = `@page { size: ${paper} landscape; margin: 10mm; }`;
  document.head.append(style);
  window.print();
}

export function PrintChartButtons() {
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <button type="button" className={button.secondary} onClick={() => printOn('A4')}>
        Print on A4
      </button>
      <button type="button" className={button.secondary} onClick={() => printOn('A3')}>
        Print on A3
      </button>
    </div>
  );
}
