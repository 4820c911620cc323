import 'server-only';
import { cache } from 'react';
import type {
  LandingPageDocument,
  SubscriptionKind,
  SubscriptionOptionDocument,
} from '../../lib/content-types.ts';
import { isUid } from '../../lib/routing.ts';
import { createContentApi } from './content-api.ts';
import { CARD_FETCH_LINKS } from './fetch-links.ts';

const MAX_OPTIONS = 100;

export const SUBSCRIPTION_KINDS: readonly SubscriptionKind[] = ['Membership', 'Newsletter'];

export type SubscriptionGroup = { kind: SubscriptionKind; options: SubscriptionOptionDocument[] };

export type SubscribePage = { landing: LandingPageDocument | null; groups: SubscriptionGroup[] };

/** The subscribe landing page and its options by `order`, grouped Membership then Newsletter. */
export const getSubscribePage = cache(async (): Promise<SubscribePage> => {
  const api = createContentApi();
  const [landing, list] = await Promise.all([
    api.getByUID('landing_page', 'subscribe', { fetchLinks: CARD_FETCH_LINKS }),
    api.getByType('subscription_option', {
      orderings: [{ field: 'my.subscription_option.order' }, { field: 'my.subscription_option.title' }],
      pageSize: MAX_OPTIONS,
    }),
  ]);
  const groups = SUBSCRIPTION_KINDS.map((kind) => ({
    kind,
    options: list.results.filter((option) => (option.data.kind ?? 'Membership') === kind),
  })).filter((group) => group.options.length > 0);
  return { landing, groups };
});

/** A subscription option by uid. */
export const getSubscriptionOption = cache(
  async (uid: string): Promise<SubscriptionOptionDocument | null> => {
    if (!isUid(uid)) return null;
    return createContentApi().getByUID('subscription_option', uid, { fetchLinks: CARD_FETCH_LINKS });
  },
);
