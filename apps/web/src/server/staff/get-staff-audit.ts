import 'server-only';
import { auditPageSchema } from '@society/contract/staff';
import {
  dateParam,
  pageParam,
  type SearchParams,
  textParam,
  withQuery,
} from '../../lib/staff/staff-params.ts';
import { requireStaff, staffRead } from './staff-read.ts';

const PATH = '/staff/audit';

/** What `/staff/audit` shows: the audit log, filtered by actor, action, subject and dates. */
export async function getStaffAudit(params: SearchParams) {
  await requireStaff(PATH);
  const filters = {
    actor: textParam(params, 'actor'),
    action: textParam(params, 'action')?.slice(0, 100),
    subject: textParam(params, 'subject'),
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
  };
  const log = await staffRead(
    withQuery('/api/staff/audit-log', { ...filters, page: pageParam(params), per_page: 50 }),
    auditPageSchema,
    PATH,
  );
  return { filters, log };
}

export type StaffAudit = Awaited<ReturnType<typeof getStaffAudit>>;
