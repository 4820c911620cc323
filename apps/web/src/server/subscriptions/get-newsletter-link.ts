import 'server-only';
import { asText } from '@prismicio/client';
import { type NewsletterState, newsletterStateSchema } from '@society/contract/subscriptions';
import { apiRead } from '../api/api-client.ts';
import { getSubscriptionOption } from '../content/get-subscriptions.ts';

export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

export type NewsletterLink = NewsletterState & { token: string; optionTitle: string };

/**
 * What an e-mailed newsletter link is for, asked of the api without changing anything (a GET, so a
 * mail scanner opening the link confirms nothing); `null` when the link is invalid or has expired.
 */
export async function getNewsletterLink(
  kind: NewsletterLinkKind,
  token: string,
): Promise<NewsletterLink | null> {
  if (!token || token.length > 200) return null;
  const query = new URLSearchParams({ token });
  const answer = await apiRead(`/api/subscriptions/newsletter/${kind}?${query}`, newsletterStateSchema);
  if (!answer.ok && answer.status === 422) return null;
  if (!answer.ok) throw new Error(`The api answered ${answer.status} for a newsletter ${kind} link.`);
  const option = await getSubscriptionOption(answer.data.option).catch(() => null);
  const optionTitle = (option ? asText(option.data.title).trim() : '') || 'the newsletter';
  return { ...answer.data, token, optionTitle };
}
