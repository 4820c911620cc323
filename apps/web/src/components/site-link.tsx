import Link from 'next/link';
import type { ComponentProps } from 'react';

/** Marks the links whose page `IntentPrefetch` may fetch ahead (`intent-prefetch.tsx`). */
export const INTENT_PREFETCH_ATTRIBUTE = 'data-intent-prefetch';

/**
 * The site's link to one of its own pages: Next.js's client-side navigation, without prefetching
 * every link as it scrolls into view (five to seven pages per page view, and 50–115 ms of the
 * browser's main thread on a 2-core machine). The page is fetched ahead when the reader shows
 * intent: pointing at the link, focusing it or touching it (`IntentPrefetch`).
 */
export function SiteLink(props: ComponentProps<typeof Link>) {
  return <Link prefetch={false} {...{ [INTENT_PREFETCH_ATTRIBUTE]: '' }} {...props} />;
}
