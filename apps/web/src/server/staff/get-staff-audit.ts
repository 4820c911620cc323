import 'server-only';
import { type AuditPage, auditPageSchema } from '@society/contract/staff';
import {
  AUDIT_MERGE_DEPTH,
  type AuditFilters,
  auditEntryOfChange,
  auditWindow,
  type DocumentChange,
  documentChangeFilters,
  mergeAuditPages,
  readTop,
} from '../../lib/staff/merge-audit-pages.ts';
import {
  dateParam,
  pageParam,
  type SearchParams,
  textParam,
  withQuery,
} from '../../lib/staff/staff-params.ts';
import { editorialConsoleRead } from '../studio/editorial-fetch.ts';
import { requireStaff, staffRead } from './staff-read.ts';

const PATH = '/staff/audit';
const PER_PAGE = 50;

type ChangesPage = { data: DocumentChange[]; total: number };

/** Editors' changes in the studio that match, from the content service; null when not set up. */
async function studioTop(filters: AuditFilters, count: number) {
  const query = documentChangeFilters(filters);
  if (!query) return { data: [], total: 0 };
  let configured = true;
  const top = await readTop(count, async (page, per_page) => {
    const answer = await editorialConsoleRead<ChangesPage>(
      withQuery('/editor/changes', { ...query, page, per_page }),
    );
    if (!answer) configured = false;
    return answer ?? { data: [], total: 0 };
  });
  return configured ? { data: top.data.map(auditEntryOfChange), total: top.total } : null;
}

/**
 * What `/staff/audit` shows: staff actions (the api's audit log) and editors' changes (the content
 * service's) in one list by time, filtered by actor, action, subject and dates.
 */
export async function getStaffAudit(params: SearchParams) {
  await requireStaff(PATH);
  const filters = {
    actor: textParam(params, 'actor'),
    action: textParam(params, 'action')?.slice(0, 100),
    subject: textParam(params, 'subject'),
    from: dateParam(params, 'from'),
    to: dateParam(params, 'to'),
  };
  const page = Math.min(pageParam(params), Math.ceil(AUDIT_MERGE_DEPTH / PER_PAGE));
  const count = auditWindow(page, PER_PAGE);
  const [staff, studio] = await Promise.all([
    readTop(count, (apiPage, per_page) =>
      staffRead<AuditPage>(
        withQuery('/api/staff/audit-log', { ...filters, page: apiPage, per_page }),
        auditPageSchema,
        PATH,
      ),
    ),
    studioTop(filters, count),
  ]);
  const log = mergeAuditPages(
    { data: staff.data.map((entry) => ({ ...entry, source: 'staff' as const })), total: staff.total },
    studio ?? { data: [], total: 0 },
    page,
    PER_PAGE,
  );
  return { filters, log, studioShown: studio !== null };
}

export type StaffAudit = Awaited<ReturnType<typeof getStaffAudit>>;
