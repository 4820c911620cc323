import type { ReactNode } from 'react';

/** One console page: its heading, a line saying what it is for, then its content. */
export function StaffPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-8">
      <header>
        <h1 className="font-serif text-3xl font-semibold text-violet-950">{title}</h1>
        <p className="mt-2 max-w-3xl text-stone-700">{lead}</p>
      </header>
      {children}
    </div>
  );
}

/**
 * A wide table that scrolls sideways on a phone; focusable so the keyboard can scroll it too.
 * Positioned, so the table's visually hidden labels (absolutely placed) scroll with it instead of
 * widening the page.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-700"
    >
      {children}
    </section>
  );
}

export const cell = 'px-3 py-2 text-left align-top';
export const headCell = `${cell} font-semibold text-stone-900`;
