'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { reloadPageOnceForChunkError } from '../lib/chunk-reload.ts';
import { HASH_MAX_TRIES, HASH_RETRY_MS, hashTarget } from '../lib/hash-target.ts';

/**
 * Site-wide behaviours: scroll to a hash target, waiting for it (retrying every second)
 * when it is not there yet; reload the page once after a failed chunk load outside React's
 * rendering (errors during rendering reach `error.tsx`, which does the same).
 */
export function PageBehaviours() {
  const pathname = usePathname();

  useEffect(() => {
    const id = pathname ? hashTarget(window.location.hash) : null;
    if (!id) return;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      target?.scrollIntoView();
      return target !== null;
    };
    if (scrollToTarget()) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      if (scrollToTarget() || tries >= HASH_MAX_TRIES) window.clearInterval(timer);
    }, HASH_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pathname]);

  useEffect(() => {
    const onError = (event: ErrorEvent) => reloadPageOnceForChunkError(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadPageOnceForChunkError(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
