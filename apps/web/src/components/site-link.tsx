import type { ComponentProps } from 'react';

/** Marks the links `SiteLinkRouter` follows with the client router and fetches ahead on intent. */
export const SITE_LINK_ATTRIBUTE = 'data-site-link';

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * The site's link to one of its own pages: a plain anchor that `SiteLinkRouter` turns into a
 * client-side navigation, and whose page it fetches ahead when the reader points at it, focuses
 * it or touches it. Next.js's `Link` would make each link a client component to hydrate (20 to 40
 * on a public page, in its payload and its hydration) and would prefetch every link in view; one
 * listener for the whole page does both jobs. Figures in bench/README.md.
 */
export function SiteLink({ href, ...props }: SiteLinkProps) {
  return <a href={href} {...{ [SITE_LINK_ATTRIBUTE]: '' }} {...props} />;
}
