import { describe, expect, it } from 'vitest';
import type { OccurrenceRow } from './hydrate-results.ts';
import { recordResults } from './one-result-per-record.ts';

const row = (id: number, record_id: number | null) => ({ id, record_id }) as OccurrenceRow;
const ids = (results: { row: OccurrenceRow; others: OccurrenceRow[] }[]) =>
  results.map((r) => [r.row.id, r.others.map((o) => o.id)]);

// Record 1 names rows 1 and 4, record 2 rows 2 and 3; rows 5 and 6 are tree people (no record).
const groups = new Map([
  [1, [row(1, 1), row(4, 1)]],
  [2, [row(2, 2), row(3, 2)]],
]);

describe('recordResults', () => {
  it('lists a record at its first name with the others, wherever they fall, never joining tree people', () => {
    const page = recordResults(
      [row(1, 1), row(2, 2), row(5, null), row(4, 1), row(3, 2), row(6, null)],
      groups,
      10,
    );
    expect(ids(page.results)).toEqual([
      [1, [4]],
      [2, [3]],
      [5, []],
      [6, []],
    ]);
    expect(page).toMatchObject({ consumed: 6, leadsLeft: false });
  });

  it('passes over a later name whose record led an earlier page', () => {
    const page = recordResults([row(3, 2), row(4, 1), row(6, null)], groups, 10);
    expect(ids(page.results)).toEqual([[6, []]]);
  });

  it('stops at a full page, saying whether a result is left in the rows read', () => {
    const full = recordResults([row(1, 1), row(2, 2), row(4, 1), row(5, null)], groups, 2);
    expect(full).toMatchObject({ consumed: 2, leadsLeft: true });
    const onlyLater = recordResults([row(1, 1), row(2, 2), row(4, 1), row(3, 2)], groups, 2);
    expect(onlyLater).toMatchObject({ consumed: 2, leadsLeft: false });
  });

  it('lets a record read without its group (removed meanwhile) stand alone', () => {
    expect(ids(recordResults([row(9, 7)], groups, 10).results)).toEqual([[9, []]]);
  });
});
