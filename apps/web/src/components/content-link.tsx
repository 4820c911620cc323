import { PrismicNextLink } from '@prismicio/next';
import type { ComponentProps } from 'react';
import { linkResolver } from '../lib/link-resolver.ts';

/** Every CMS link goes through the site's link resolver; external ones get `rel="noreferrer"`. */
export function ContentLink(props: ComponentProps<typeof PrismicNextLink>) {
  return <PrismicNextLink linkResolver={linkResolver} {...props} />;
}
