'use client';
import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react';

/**
 * The "non-public pages" state: the paths of members-only documents, for the lock marks in
 * navigation. The layout reads them with the content when it renders and hands them down here, so
 * the marks are in the HTML and no page load fetches or validates them in the browser.
 */
const NonPublicPages = createContext<ReadonlySet<string>>(new Set());

export function NonPublicPagesProvider({
  paths,
  children,
}: {
  paths: readonly string[];
  children: ReactNode;
}) {
  const value = useMemo(() => new Set(paths), [paths]);
  return createElement(NonPublicPages.Provider, { value }, children);
}

/** The members-only paths the layout was rendered with. */
export const useNonPublicPages = (): ReadonlySet<string> => useContext(NonPublicPages);
