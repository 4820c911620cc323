import type { ReactNode } from 'react';
import { SiteLink } from './site-link.tsx';

type NavAnchorProps = { href: string; className?: string; children: ReactNode; onClick?: () => void };

const isInternal = (href: string) => /^(\/(?!\/)|#)/.test(href);

/** A resolved menu link: client-side navigation inside the site, `rel="noreferrer"` outside it. */
export function NavAnchor({ href, className, children, onClick }: NavAnchorProps) {
  if (isInternal(href)) {
    return (
      <SiteLink href={href} className={className} onClick={onClick}>
        {children}
      </SiteLink>
    );
  }
  return (
    <a href={href} className={className} onClick={onClick} rel="noreferrer">
      {children}
    </a>
  );
}
