'use client';
import { useEffect, useSyncExternalStore } from 'react';

/** The spec's "non-public pages" state: the paths of members-only documents, for navigation. */
export const NON_PUBLIC_PAGES_PATH = '/api/members-only-paths';
const NONE: ReadonlySet<string> = new Set();

let paths: ReadonlySet<string> = NONE;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function load(): Promise<void> {
  loading ??= fetch(NON_PUBLIC_PAGES_PATH, { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) throw new Error(`${NON_PUBLIC_PAGES_PATH} answered ${response.status}`);
      // Loaded on first use: zod (about 30 KB gzip) stays out of every page's first-load JavaScript.
      const { nonPublicPagesSchema } = await import('./non-public-pages-schema.ts');
      paths = new Set(nonPublicPagesSchema.parse(await response.json()).paths);
      for (const listener of listeners) listener();
    })
    .catch((error: unknown) => console.error(error));
  return loading;
}

/** The members-only paths; empty until the one request per page load has answered. */
export function useNonPublicPages(): ReadonlySet<string> {
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => paths,
    () => NONE,
  );
  useEffect(() => {
    void load();
  }, []);
  return current;
}
