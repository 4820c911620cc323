import type { ReactNode } from 'react';

/** A form-level message: errors interrupt (alert), confirmations wait their turn (status). */
export function FormMessage({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  if (!children) return null;
  return tone === 'error' ? (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      {children}
    </p>
  ) : (
    <p role="status" className="rounded-md border border-teal-300 bg-teal-50 px-4 py-3 text-teal-900">
      {children}
    </p>
  );
}
