'use client';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';

const PRIMARY =
  'inline-flex items-center justify-center rounded-md bg-violet-800 px-5 py-2.5 font-semibold text-white hover:bg-violet-900 aria-disabled:cursor-wait aria-disabled:opacity-70';

/**
 * A form's submit button. It stays focusable while busy and says so, and is disabled until the
 * page has hydrated: the forms it submits send their fields by script, never in the address.
 */
export function SubmitButton({
  busy,
  children,
  className = PRIMARY,
}: {
  busy: boolean;
  children: ReactNode;
  className?: string;
}) {
  const hydrated = useHydrated();
  return (
    <button type="submit" disabled={!hydrated} aria-disabled={busy || undefined} className={className}>
      {children}
    </button>
  );
}
