import 'server-only';
import { subscriberPageSchema } from '@society/contract/staff';
import { NEWSLETTER_STATUSES } from '@society/contract/subscriptions';
import {
  choiceParam,
  pageParam,
  type SearchParams,
  textParam,
  withQuery,
} from '../../lib/staff/staff-params.ts';
import { requireStaff, staffRead } from './staff-read.ts';

const PATH = '/staff/subscribers';

/** What `/staff/subscribers` shows: newsletter sign-ups matching the search, and the CSV's address. */
export async function getStaffSubscribers(params: SearchParams) {
  await requireStaff(PATH);
  const filters = { q: textParam(params, 'q'), status: choiceParam(params, 'status', NEWSLETTER_STATUSES) };
  const subscribers = await staffRead(
    withQuery('/api/staff/newsletter-subscribers', { ...filters, page: pageParam(params), per_page: 50 }),
    subscriberPageSchema,
    PATH,
  );
  return { filters, subscribers, csvHref: withQuery('/api/staff/newsletter-subscribers.csv', filters) };
}

export type StaffSubscribers = Awaited<ReturnType<typeof getStaffSubscribers>>;
