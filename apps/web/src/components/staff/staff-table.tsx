import type { ReactNode } from 'react';
import { headCell } from './staff-page.tsx';

type StaffTableProps = {
  /** Column headings; an empty one heads a column of buttons and is named "Action" for screen readers. */
  columns: readonly string[];
  /** Read out before the table; not shown. */
  caption?: ReactNode;
  /** The headings' class (the console's bold headings unless given). */
  headClassName?: string;
  /** The rows, each a `<tr>` whose first cell is its row heading. */
  children: ReactNode;
};

/** A console listing as a table: one row a thing, a heading a column. */
export function StaffTable({ columns, caption, headClassName = headCell, children }: StaffTableProps) {
  return (
    <table className="w-full text-sm">
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="border-b border-stone-300">
        <tr>
          {columns.map((label) => (
            <th key={label || 'action'} scope="col" className={headClassName}>
              {label || <span className="sr-only">Action</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-200">{children}</tbody>
    </table>
  );
}
