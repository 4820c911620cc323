'use client';

import { useRouter } from 'next/navigation';
import { type MouseEvent, type ReactNode, useEffect } from 'react';
import {
  clickNavigationTarget,
  intentPrefetchTarget,
  type LinkAttributes,
} from '../lib/site-link-targets.ts';
import { SITE_LINK_ATTRIBUTE } from './site-link.tsx';

type SaveDataConnection = { saveData?: boolean };

const SITE_LINK = `a[${SITE_LINK_ATTRIBUTE}]`;
const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'];

/** The attributes of the site link the event happened in, or null outside one. */
function siteLinkOf(target: EventTarget | null): LinkAttributes | null {
  const anchor = target instanceof Element ? target.closest(SITE_LINK) : null;
  if (!anchor) return null;
  return {
    href: anchor.getAttribute('href'),
    target: anchor.getAttribute('target'),
    download: anchor.hasAttribute('download'),
  };
}

/**
 * What makes a `SiteLink` more than an anchor, for every link inside it:
 * - a click goes through the client router, unless the browser should have it (a new tab, a
 *   download, a fragment of this page) or a component's own handler prevented it. The handler is
 *   React's, so a click while the page is still hydrating waits for it as a `Link`'s would; before
 *   the scripts have run, a click is an ordinary page load, as with any link;
 * - the page is fetched ahead when the reader shows they may follow the link: the pointer enters
 *   it, it gets the keyboard focus, or a finger touches it (about 100 ms before the click). A
 *   reader who asked their browser to save data gets no prefetching.
 * It wraps the page in an element of `display: contents`, so the layout is the page's own.
 */
export function SiteLinkRouter({ children }: { children: ReactNode }) {
  const router = useRouter();

  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
    if (connection?.saveData) return;
    let last: string | null = null;
    const onIntent = (event: Event) => {
      const link = siteLinkOf(event.target);
      const href = link && intentPrefetchTarget(link, window.location);
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

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented) return;
    const link = siteLinkOf(event.target);
    const href = link && clickNavigationTarget(link, event, window.location);
    if (!href) return;
    event.preventDefault();
    router.push(href);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears the clicks of the links inside, which the keyboard operates.
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link's Enter key is a click.
    <div className="contents" onClick={onClick}>
      {children}
    </div>
  );
}
