import Link from 'next/link';
import type { ComponentProps } from 'react';

/** Marks the links whose page `IntentPrefetch` may fetch ahead (`intent-prefetch.tsx`). */
export const INTENT_PREFETCH_ATTRIBUTE = 'data-intent-prefetch';

/**
 * The site's link to one of its own pages: Next.js's client-side navigation, without prefetching
 * every link as it scrolls into view (a dozen requests on a listing, decoded on the browser's main
 * thread after load; figures in bench/README.md). The page is fetched ahead when the reader shows
 * intent: pointing at the link, focusing it or touching it (`IntentPrefetch`).
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...{ [INTENT_PREFETCH_ATTRIBUTE]: '' }} {...props} />;
}
