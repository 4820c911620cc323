import type { Metadata } from 'next';
import { NewsletterLinkPage } from '../../../components/subscribe/newsletter-link-page.tsx';
import { getNewsletterLink } from '../../../server/subscriptions/get-newsletter-link.ts';

export const metadata: Metadata = {
  title: 'Unsubscribe',
  robots: { index: false, follow: false },
  // The token is in the address: never send it on to another site.
  referrer: 'no-referrer',
};

/** The e-mailed newsletter link `/subscribe/unsubscribe?token=`; it opts out of sign-in (anyone may use it). */
export default async function UnsubscribePage({ searchParams }: PageProps<'/subscribe/unsubscribe'>) {
  const { token } = await searchParams;
  const found = typeof token === 'string' ? await getNewsletterLink('unsubscribe', token) : null;
  return <NewsletterLinkPage kind="unsubscribe" found={found} />;
}
