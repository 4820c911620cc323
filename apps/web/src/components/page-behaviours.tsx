'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { CHUNK_RELOAD_KEY, isChunkLoadError, mayReloadForChunkError } from '../lib/chunk-reload.ts';

const HASH_RETRY_MS = 1_000;
const HASH_MAX_TRIES = 30;

function hashTarget(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1)) || null;
  } catch {
    return null;
  }
}

function storedNumber(key: string): number | null {
  try {
    const value = sessionStorage.getItem(key);
    return value === null ? null : Number(value);
  } catch {
    return null;
  }
}

/** Site-wide behaviours of the spec: scroll to a hash target once it exists; reload after a failed chunk load. */
export function PageBehaviours() {
  const pathname = usePathname();

  useEffect(() => {
    const id = pathname ? hashTarget(window.location.hash) : null;
    if (!id || document.getElementById(id)) return;
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target) target.scrollIntoView();
      if (target || tries >= HASH_MAX_TRIES) window.clearInterval(timer);
    }, HASH_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pathname]);

  useEffect(() => {
    const reloadOnce = (reason: unknown) => {
      if (!isChunkLoadError(reason) || !mayReloadForChunkError(storedNumber(CHUNK_RELOAD_KEY), Date.now()))
        return;
      try {
        sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
      } catch {
        return;
      }
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => reloadOnce(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnce(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
