import type { Metadata } from 'next';
import { NewsletterLinkPage } from '../../../components/subscribe/newsletter-link-page.tsx';
import { getNewsletterLink } from '../../../server/subscriptions/get-newsletter-link.ts';

export const metadata: Metadata = {
  title: 'Confirm your subscription',
  robots: { index: false, follow: false },
  // The token is in the address: never send it on to another site.
  referrer: 'no-referrer',
};

/** The e-mailed newsletter link `/subscribe/confirm?token=`; it opts out of sign-in (anyone may use it). */
export default async function ConfirmSubscriptionPage({ searchParams }: PageProps<'/subscribe/confirm'>) {
  const { token } = await searchParams;
  const found = typeof token === 'string' ? await getNewsletterLink('confirm', token) : null;
  return <NewsletterLinkPage kind="confirm" found={found} />;
}
