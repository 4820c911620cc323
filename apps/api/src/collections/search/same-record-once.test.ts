import { describe, expect, it } from 'vitest';
import { sameRecordOnce } from './same-record-once.ts';

const rows = (...recordIds: (number | null)[]) => recordIds.map((record_id, id) => ({ id, record_id }));

describe('sameRecordOnce', () => {
  it('joins neighbouring rows of one record, never tree people (no record)', () => {
    const page = sameRecordOnce(rows(1, 1, 2, null, null, 3), 10, false);
    expect(page.results.map((r) => [r.row.id, r.others.map((o) => o.id)])).toEqual([
      [0, [1]],
      [2, []],
      [3, []],
      [4, []],
      [5, []],
    ]);
    expect(page).toMatchObject({ lastRow: 5, more: false });
  });

  it('stops after a page of records, the cursor at its last row', () => {
    const page = sameRecordOnce(rows(1, 1, 2, 2, 3), 2, false);
    expect(page.results).toHaveLength(2);
    expect(page).toMatchObject({ lastRow: 3, more: true });
  });

  it('leaves a record the rows read may have cut to the next page', () => {
    const page = sameRecordOnce(rows(1, 2, 2), 5, true);
    expect(page.results.map((r) => r.row.id)).toEqual([0]);
    expect(page).toMatchObject({ lastRow: 0, more: true });
  });
});
