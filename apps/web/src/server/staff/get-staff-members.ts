import 'server-only';
import { SCOPES } from '@society/contract/scopes';
import { staffAccountPageSchema } from '@society/contract/staff';
import {
  choiceParam,
  pageParam,
  type SearchParams,
  textParam,
  withQuery,
} from '../../lib/staff/staff-params.ts';
import { requireStaff, staffRead } from './staff-read.ts';

const PATH = '/staff/members';

/** What `/staff/members` shows: accounts matching the search, a page at a time. */
export async function getStaffMembers(params: SearchParams) {
  const user = await requireStaff(PATH);
  const filters = { q: textParam(params, 'q'), scope: choiceParam(params, 'scope', SCOPES) };
  const page = pageParam(params);
  const accounts = await staffRead(
    withQuery('/api/staff/accounts', { ...filters, page, per_page: 25 }),
    staffAccountPageSchema,
    PATH,
  );
  return { user, filters, accounts };
}

export type StaffMembers = Awaited<ReturnType<typeof getStaffMembers>>;
