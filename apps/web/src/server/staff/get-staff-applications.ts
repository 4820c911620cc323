import 'server-only';
import { APPLICATION_STATUSES, membershipApplicationPageSchema } from '@society/contract/subscriptions';
import { choiceParam, pageParam, type SearchParams, withQuery } from '../../lib/staff/staff-params.ts';
import { requireStaff, staffRead } from './staff-read.ts';

const PATH = '/staff/applications';

/** What `/staff/applications` shows: applications of one status (new by default), newest first. */
export async function getStaffApplications(params: SearchParams) {
  await requireStaff(PATH);
  const status = choiceParam(params, 'status', APPLICATION_STATUSES) ?? 'new';
  const applications = await staffRead(
    withQuery('/api/staff/membership-applications', { status, page: pageParam(params), per_page: 20 }),
    membershipApplicationPageSchema,
    PATH,
  );
  return { status, applications };
}

export type StaffApplications = Awaited<ReturnType<typeof getStaffApplications>>;
