'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadingBarStore } from '../lib/loading-bar-store.ts';

/** Finishes the bar once the route a navigation led to has rendered (its path or query changed). */
function RouteRendered() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    loadingBarStore.routeRendered(`${pathname}?${query}`);
  }, [pathname, query]);
  return null;
}

/** The loading indicator for client navigations, along the top edge of the window. */
export function LoadingBar() {
  const { visible, progress, failed } = useSyncExternalStore(
    loadingBarStore.subscribe,
    loadingBarStore.snapshot,
    loadingBarStore.serverSnapshot,
  );
  const percent = Math.round(progress);
  return (
    <>
      <Suspense fallback={null}>
        <RouteRendered />
      </Suspense>
      {visible ? (
        <div
          role="progressbar"
          aria-label={failed ? 'The page failed to load' : 'Loading the page'}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          data-state={failed ? 'failed' : percent === 100 ? 'complete' : 'loading'}
          className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1"
        >
          <div
            className={`h-full motion-safe:transition-[width] motion-safe:duration-100 motion-safe:ease-linear ${failed ? 'bg-red-600' : 'bg-teal-500'}`}
            style={{ width: `${percent}%` }}
          />
        </div>
      ) : null}
    </>
  );
}
