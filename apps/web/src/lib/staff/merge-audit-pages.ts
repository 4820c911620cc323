import type { AuditEntry } from '@society/contract/staff';

/** One line of the console's audit log: a staff action (api) or an editor's change (studio). */
export type MergedAuditEntry = AuditEntry & { source: 'staff' | 'studio' };

/** The newest entries of one source that match the filters, and how many match in all. */
export type AuditSourceTop = { data: MergedAuditEntry[]; total: number };

/** The console's filters, as the api's audit log takes them. */
export type AuditFilters = {
  actor?: string;
  action?: string;
  subject?: string;
  from?: string;
  to?: string;
};

/**
 * How deep the merged log pages: each page needs every newer entry of both sources, so paging
 * stops at the newest this many; the date filters reach anything older.
 */
export const AUDIT_MERGE_DEPTH = 1000;

/** An editor's change as the content service's editorial API lists it (`GET /editor/changes`). */
export type DocumentChange = {
  id: number;
  at: string;
  action: string;
  document_id: string;
  document_type: string;
  detail: string | null;
  actor_id: string;
  actor_email: string;
};

const VERBS: Record<string, string> = {
  saved: 'Saved a draft of',
  published: 'Published',
  unpublished: 'Unpublished',
  discarded: 'Discarded the draft of',
  restored: 'Restored an earlier version of',
  released: 'Published in a release',
  scheduled: 'Scheduled',
};

/** An editor's change in the audit log's words: action `document.published`, subject `document:<id>`. */
export function auditEntryOfChange(change: DocumentChange): MergedAuditEntry {
  const what = `${VERBS[change.action] ?? change.action} a ${change.document_type.replaceAll('_', ' ')}`;
  return {
    source: 'studio',
    id: change.id,
    at: change.at,
    actor_id: /^\d+$/.test(change.actor_id) ? Number(change.actor_id) : null,
    actor_email: change.actor_email,
    action: `document.${change.action}`,
    subject_type: 'document',
    subject_id: change.document_id,
    summary: change.detail ? `${what} (${change.detail})` : what,
    before: null,
    after: null,
  };
}

/**
 * The content service's filters for the console's: editors' actions are `document.*` on subjects
 * `document[:id]`, so a filter naming another action or subject matches none of them (null).
 */
export function documentChangeFilters(filters: AuditFilters): Record<string, string | undefined> | null {
  let action: string | undefined;
  if (filters.action) {
    if (!filters.action.startsWith('document.')) return null;
    action = filters.action.slice('document.'.length) || undefined;
  }
  let document: string | undefined;
  if (filters.subject) {
    const [type, ...id] = filters.subject.split(':');
    if (type !== 'document') return null;
    document = id.length > 0 ? id.join(':') : undefined;
  }
  return { actor: filters.actor, action, document, from: filters.from, to: filters.to };
}

/** How many of each source's newest entries page `page` needs (both are merged by time). */
export const auditWindow = (page: number, perPage: number) => Math.min(page * perPage, AUDIT_MERGE_DEPTH);

/** One page of both sources in one list, newest first (at equal times, staff actions first). */
export function mergeAuditPages(
  staff: AuditSourceTop,
  studio: AuditSourceTop,
  page: number,
  perPage: number,
): { data: MergedAuditEntry[]; total: number; page: number; per_page: number } {
  const all = [...staff.data, ...studio.data].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const start = (page - 1) * perPage;
  return {
    data: all.slice(start, start + perPage),
    total: staff.total + studio.total,
    page,
    per_page: perPage,
  };
}

/** The most both sources answer in one page. */
const SOURCE_PAGE = 100;

/** A source's first `count` entries, read a page of at most 100 at a time. */
export async function readTop<T>(
  count: number,
  readPage: (page: number, perPage: number) => Promise<{ data: T[]; total: number }>,
): Promise<{ data: T[]; total: number }> {
  const perPage = Math.min(count, SOURCE_PAGE);
  const first = await readPage(1, perPage);
  const pages = Math.ceil(Math.min(count, first.total) / perPage);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => readPage(i + 2, perPage)),
  );
  return { data: [first, ...rest].flatMap((part) => part.data).slice(0, count), total: first.total };
}
