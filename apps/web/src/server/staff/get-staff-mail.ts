import 'server-only';
import { MAIL_STATES, outboxPageSchema } from '@society/contract/staff';
import {
  choiceParam,
  pageParam,
  type SearchParams,
  textParam,
  withQuery,
} from '../../lib/staff/staff-params.ts';
import { requireStaff, staffRead } from './staff-read.ts';

const PATH = '/staff/mail';

/** What `/staff/mail` shows: the outbox, filtered by state or recipient, newest first. */
export async function getStaffMail(params: SearchParams) {
  const user = await requireStaff(PATH);
  const filters = { state: choiceParam(params, 'state', MAIL_STATES), q: textParam(params, 'q') };
  const outbox = await staffRead(
    withQuery('/api/staff/mail', { ...filters, page: pageParam(params), per_page: 50 }),
    outboxPageSchema,
    PATH,
  );
  return { user, filters, outbox };
}

export type StaffMail = Awaited<ReturnType<typeof getStaffMail>>;
