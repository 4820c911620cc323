'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { intentPrefetchTarget } from '../lib/intent-prefetch-target.ts';
import { INTENT_PREFETCH_ATTRIBUTE } from './site-link.tsx';

type SaveDataConnection = { saveData?: boolean };

const SITE_LINK = `a[${INTENT_PREFETCH_ATTRIBUTE}]`;
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'];

/**
 * Prefetches a site link's page when the reader shows they may follow it: the pointer enters it,
 * it gets the keyboard focus, or a finger touches it (about 100 ms before the click). One listener
 * per event for the whole page; a reader who asked their browser to save data gets no prefetching.
 */
export function IntentPrefetch() {
  const router = useRouter();

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
    if (connection?.saveData) return;
    let last: string | null = null;
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest(SITE_LINK) : null;
      if (!anchor) return;
      const href = intentPrefetchTarget(
        {
          href: anchor.getAttribute('href'),
          target: anchor.getAttribute('target'),
          download: anchor.hasAttribute('download'),
        },
        window.location,
      );
      // Moving over a link's children repeats the event; the router keeps what it fetched.
      if (!href || href === last) return;
      last = href;
      router.prefetch(href);
    };
    const options = { capture: true, passive: true };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);

  return null;
}
