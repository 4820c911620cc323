'use client';
import { useEffect } from 'react';
import { RESULTS_ANCHOR } from '../../lib/collections/search-page-params.ts';

/**
 * After a search, a page of results or a facet (their addresses end in `#results`), focus moves to
 * the element `target` (the results' heading, or why the search cannot run), so a screen reader
 * announces it and the next Tab reaches the first result. Without JavaScript the browser still
 * scrolls there and starts its Tab order at the anchor. `search` re-runs this on each new search.
 */
export function FocusResults({ target, search }: { target: string; search: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search (another query string) moves the focus again.
  useEffect(() => {
    if (window.location.hash !== `#${RESULTS_ANCHOR}`) return;
    document.getElementById(target)?.focus();
  }, [target, search]);
  return null;
}
