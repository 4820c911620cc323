import type { NewsletterLink, NewsletterLinkKind } from '../../server/subscriptions/get-newsletter-link.ts';
import { AuthPanel } from '../auth/auth-panel.tsx';
import { SiteLink } from '../site-link.tsx';
import { TEXT_LINK } from '../text-link.ts';
import { NewsletterLinkAction } from './newsletter-link-action.tsx';

const TEXT = {
  confirm: {
    title: 'Confirm your subscription',
    lead: (link: NewsletterLink) => `Confirm that you want to receive ${link.optionTitle} by e-mail.`,
    label: 'Confirm my subscription',
    doneTitle: 'Subscription confirmed',
    doneMessage: (link: NewsletterLink) =>
      `Thank you: you will receive ${link.optionTitle}. Every issue has a link to unsubscribe.`,
    invalid:
      'This confirmation link is invalid or has expired. Sign up again and we will send you a new one.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    lead: (link: NewsletterLink) => `Stop receiving ${link.optionTitle} by e-mail.`,
    label: 'Unsubscribe',
    doneTitle: 'You are unsubscribed',
    doneMessage: (link: NewsletterLink) => `We will not send you ${link.optionTitle} any more.`,
    invalid: 'This unsubscribe link is invalid. Please use the whole link from the e-mail.',
  },
} as const;

/** The page an e-mailed newsletter link opens: what it is for, and one button to act on it. */
export function NewsletterLinkPage({
  kind,
  found,
}: {
  kind: NewsletterLinkKind;
  found: NewsletterLink | null;
}) {
  const text = TEXT[kind];
  if (!found) {
    return (
      <AuthPanel title={text.title} lead={text.invalid}>
        <SiteLink href="/subscribe" className={TEXT_LINK}>
          See the newsletters and membership options
        </SiteLink>
      </AuthPanel>
    );
  }
  const already = kind === 'unsubscribe' && found.status === 'unsubscribed';
  return (
    <AuthPanel
      title={text.title}
      lead={already ? `You are already unsubscribed from ${found.optionTitle}.` : text.lead(found)}
    >
      {already ? (
        <SiteLink href="/subscribe" className={TEXT_LINK}>
          Subscribe again
        </SiteLink>
      ) : (
        <NewsletterLinkAction
          kind={kind}
          token={found.token}
          label={text.label}
          doneTitle={text.doneTitle}
          doneMessage={text.doneMessage(found)}
        />
      )}
    </AuthPanel>
  );
}
