import 'server-only';
import { asText } from '@prismicio/client';
import { z } from 'zod';
import { env } from '../../env.ts';
import { BACKEND_HEADERS } from '../../lib/auth/auth-strategies.ts';
import { getSubscriptionOption } from '../content/get-subscriptions.ts';

export type NewsletterLinkKind = 'confirm' | 'unsubscribe';

const stateSchema = z.object({
  option: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
});

export type NewsletterLink = z.infer<typeof stateSchema> & { token: string; optionTitle: string };

/**
 * What an e-mailed newsletter link is for, asked of the api without changing anything (a GET, so a
 * mail scanner opening the link confirms nothing); `null` when the link is invalid or has expired.
 */
export async function getNewsletterLink(
  kind: NewsletterLinkKind,
  token: string,
): Promise<NewsletterLink | null> {
  if (!token || token.length > 200) return null;
  const url = new URL(`/api/subscriptions/newsletter/${kind}`, env.API_URL);
  url.searchParams.set('token', token);
  const response = await fetch(url, { headers: BACKEND_HEADERS, cache: 'no-store' });
  if (response.status === 422) return null;
  if (!response.ok) throw new Error(`The api answered ${response.status} for a newsletter ${kind} link.`);
  const state = stateSchema.parse(await response.json());
  const option = await getSubscriptionOption(state.option).catch(() => null);
  const optionTitle = (option ? asText(option.data.title).trim() : '') || 'the newsletter';
  return { ...state, token, optionTitle };
}
