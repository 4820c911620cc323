/**
 * A record naming two people the search matches (a father and son both John Smith) is one result
 * naming both, not two. Rows of one record come together in every sort that orders by rank and year
 * (they share both), so joining neighbours is enough and paging stays a keyset walk: the cursor is
 * the last row of the page's last record.
 */
export type SameRecordPage<T> = {
  /** Each result's first row with the record's other matched rows. */
  results: { row: T; others: T[] }[];
  /** Index (in the rows read) of the page's last row, or -1 on an empty page. */
  lastRow: number;
  /** Whether more rows follow the page. */
  more: boolean;
};

export function sameRecordOnce<T extends { record_id: number | null }>(
  rows: readonly T[],
  perPage: number,
  moreAfterRows: boolean,
): SameRecordPage<T> {
  const groups: { row: T; others: T[]; last: number }[] = [];
  rows.forEach((row, index) => {
    const previous = groups.at(-1);
    if (previous && row.record_id !== null && previous.row.record_id === row.record_id) {
      previous.others.push(row);
      previous.last = index;
    } else {
      groups.push({ row, others: [], last: index });
    }
  });
  let taken = groups.slice(0, perPage);
  // The rows read may stop inside a record: leave its group to the next page.
  if (groups.length <= perPage && moreAfterRows && groups.length > 1) taken = groups.slice(0, -1);
  const lastRow = taken.at(-1)?.last ?? -1;
  return {
    results: taken.map(({ row, others }) => ({ row, others })),
    lastRow,
    more: lastRow < rows.length - 1 || moreAfterRows,
  };
}
