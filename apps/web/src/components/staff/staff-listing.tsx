import type { ReactNode } from 'react';
import { ScrollTable } from './staff-page.tsx';
import { StaffTable } from './staff-table.tsx';

type StaffListingProps<T> = {
  /** The table's name, read out with its scrolling region. */
  label: string;
  /** Said instead of the table when nothing matches the filters. */
  empty: string;
  columns: readonly string[];
  items: readonly T[];
  /** One item's row. */
  row: (item: T) => ReactNode;
};

/** A filtered console listing: its table, or a line saying nothing matches. */
export function StaffListing<T>({ label, empty, columns, items, row }: StaffListingProps<T>) {
  if (items.length === 0) return <p className="text-stone-700">{empty}</p>;
  return (
    <ScrollTable label={label}>
      <StaffTable columns={columns}>{items.map((item) => row(item))}</StaffTable>
    </ScrollTable>
  );
}
