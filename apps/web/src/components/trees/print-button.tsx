'use client';
import { button } from '../member/ui.ts';

/** Opens the browser's print dialogue (the chart has its own print layout). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={`${button.secondary} min-h-11 print:hidden`}
    >
      {label}
    </button>
  );
}
