import { describe, expect, it } from 'vitest';
import {
  AUDIT_MERGE_DEPTH,
  auditEntryOfChange,
  auditWindow,
  documentChangeFilters,
  type MergedAuditEntry,
  mergeAuditPages,
  readTop,
} from './merge-audit-pages.ts';

const staffEntry = (id: number, at: string): MergedAuditEntry => ({
  source: 'staff',
  id,
  at,
  actor_id: 1,
  actor_email: 'staff@example.org',
  action: 'account.scope-granted',
  subject_type: 'account',
  subject_id: '7',
  summary: 'Granted editor',
  before: null,
  after: null,
});

const change = (id: number, at: string) =>
  auditEntryOfChange({
    id,
    at,
    action: 'published',
    document_id: `doc${id}`,
    document_type: 'news_item',
    detail: null,
    actor_id: '12',
    actor_email: 'editor@example.org',
  });

describe('mergeAuditPages', () => {
  it('puts both sources in one list by time, newest first, and pages it', () => {
    const staff = {
      data: [staffEntry(3, '2026-05-04T10:00:00Z'), staffEntry(2, '2026-05-02T10:00:00Z')],
      total: 2,
    };
    const studio = {
      data: [
        change(9, '2026-05-05T10:00:00Z'),
        change(8, '2026-05-03T10:00:00Z'),
        change(7, '2026-05-01T10:00:00Z'),
      ],
      total: 3,
    };
    const first = mergeAuditPages(staff, studio, 1, 2);
    expect(first.data.map((entry) => `${entry.source}-${entry.id}`)).toEqual(['studio-9', 'staff-3']);
    expect(first).toMatchObject({ total: 5, page: 1, per_page: 2 });
    const second = mergeAuditPages(staff, studio, 2, 2);
    expect(second.data.map((entry) => `${entry.source}-${entry.id}`)).toEqual(['studio-8', 'staff-2']);
    expect(mergeAuditPages(staff, studio, 3, 2).data.map((entry) => entry.id)).toEqual([7]);
  });

  it('orders by instant, whatever the offset the times are written with', () => {
    const staff = { data: [staffEntry(1, '2026-05-01T10:30:00+01:00')], total: 1 };
    const studio = { data: [change(2, '2026-05-01T09:45:00.000Z')], total: 1 };
    expect(mergeAuditPages(staff, studio, 1, 10).data.map((entry) => entry.source)).toEqual([
      'studio',
      'staff',
    ]);
  });
});

describe('auditEntryOfChange', () => {
  it('words an editor change as the audit log does', () => {
    expect(change(4, '2026-05-01T10:00:00Z')).toMatchObject({
      action: 'document.published',
      subject_type: 'document',
      subject_id: 'doc4',
      actor_id: 12,
      summary: 'Published a news item',
    });
    const byToken = auditEntryOfChange({
      id: 5,
      at: '2026-05-01T10:00:00Z',
      action: 'restored',
      document_id: 'x',
      document_type: 'page',
      detail: 'from version 3',
      actor_id: 'editor-token',
      actor_email: 'editor token',
    });
    expect(byToken).toMatchObject({
      actor_id: null,
      summary: 'Restored an earlier version of a page (from version 3)',
    });
  });
});

describe('documentChangeFilters', () => {
  it('passes document actions and subjects on, and rules the studio out for any other', () => {
    expect(documentChangeFilters({ actor: 'ada', from: '2026-01-01' })).toEqual({
      actor: 'ada',
      action: undefined,
      document: undefined,
      from: '2026-01-01',
      to: undefined,
    });
    expect(documentChangeFilters({ action: 'document.published', subject: 'document:abc' })).toMatchObject({
      action: 'published',
      document: 'abc',
    });
    expect(documentChangeFilters({ action: 'document.' })).toMatchObject({ action: undefined });
    expect(documentChangeFilters({ action: 'account.' })).toBeNull();
    expect(documentChangeFilters({ subject: 'account:12' })).toBeNull();
  });
});

describe('readTop', () => {
  it('reads a source a page of at most 100 at a time, up to what is asked or what there is', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    const asked: string[] = [];
    const read = async (page: number, perPage: number) => {
      asked.push(`${page}/${perPage}`);
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    };
    const top = await readTop(auditWindow(4, 50), read);
    expect(top.data).toEqual(rows.slice(0, 200));
    expect(top.total).toBe(250);
    expect(asked).toEqual(['1/100', '2/100']);
    asked.length = 0;
    expect((await readTop(AUDIT_MERGE_DEPTH, read)).data).toEqual(rows);
    expect(asked).toEqual(['1/100', '2/100', '3/100']);
    asked.length = 0;
    expect((await readTop(auditWindow(1, 50), read)).data).toEqual(rows.slice(0, 50));
    expect(asked).toEqual(['1/50']);
  });
});
