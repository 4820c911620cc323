import type { ReactNode } from 'react';

/** The form's main action; it stays focusable while busy and says so. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className="inline-flex items-center justify-center rounded-md bg-violet-800 px-5 py-2.5 font-semibold text-white hover:bg-violet-900 aria-disabled:cursor-wait aria-disabled:opacity-70"
    >
      {children}
    </button>
  );
}
