import type { LinkField, PrismicDocument } from '@prismicio/client';
import { PrismicLink } from '@prismicio/react';
import type { ComponentProps, ReactNode } from 'react';
import { linkResolver } from '../lib/link-resolver.ts';
import { SiteLink } from './site-link.tsx';

function InternalLink({ href = '/', ...props }: ComponentProps<'a'>) {
  return <SiteLink href={href} {...props} />;
}

type ContentLinkProps = { className?: string; children?: ReactNode } & (
  | { field: LinkField | null | undefined; document?: never }
  | { document: PrismicDocument | null | undefined; field?: never }
);

/**
 * Every CMS link goes through the site's link resolver: site paths use client-side navigation,
 * other URLs get `rel="noreferrer"`.
 */
export function ContentLink({ field, document, className, children }: ContentLinkProps) {
  const common = { linkResolver, internalComponent: InternalLink, className, children };
  return document ? (
    <PrismicLink document={document} {...common} />
  ) : (
    <PrismicLink field={field} {...common} />
  );
}
