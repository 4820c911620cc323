'use client';
import { useEffect } from 'react';
import { RESULTS_ANCHOR } from '../../lib/collections/search-page-params.ts';

/**
 * After a search, a page of results or a facet (their addresses end in `#results`), focus moves to
 * the `#results` element (the results' heading, or why the search cannot run), so a screen reader
 * announces it and the next Tab reaches the first result. The element takes focus (`tabIndex`
 * -1), so on a page load the browser itself focuses it, with or without JavaScript, whenever its
 * stylesheets arrive; this covers the searches the client router makes without a page load.
 * `search` re-runs it on each new search.
 */
export function FocusResults({ search }: { search: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search (another query string) moves the focus again.
  useEffect(() => {
    if (window.location.hash !== `#${RESULTS_ANCHOR}`) return;
    document.getElementById(RESULTS_ANCHOR)?.focus();
  }, [search]);
  return null;
}
