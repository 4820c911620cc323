import type { ReactNode } from 'react';
import { button } from '../member/ui.ts';

/** A listing's filters as a plain GET form: works without JavaScript, and the URL keeps the filter. */
export function FilterForm({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older tablets many members use; the role works everywhere.
    <form
      method="get"
      role="search"
      aria-label={label}
      className="flex flex-wrap items-end gap-4 rounded-lg bg-stone-50 p-4"
    >
      {children}
      <button type="submit" className={button.primary}>
        Filter
      </button>
    </form>
  );
}

const control = 'mt-1 block w-full rounded-md border border-stone-500 bg-white px-3 py-2 text-stone-900';

/** A labelled text box of a filter form. */
export function FilterText({
  name,
  label,
  value,
  type = 'search',
}: {
  name: string;
  label: string;
  value: string | undefined;
  type?: 'search' | 'date';
}) {
  return (
    <label className="block min-w-40 flex-1 text-sm font-medium text-stone-800">
      {label}
      <input type={type} name={name} defaultValue={value ?? ''} className={control} />
    </label>
  );
}

/** A labelled choice of a filter form; the empty option means "any". */
export function FilterSelect({
  name,
  label,
  value,
  options,
  any = 'Any',
}: {
  name: string;
  label: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  any?: string | null;
}) {
  return (
    <label className="block min-w-40 text-sm font-medium text-stone-800">
      {label}
      <select name={name} defaultValue={value ?? ''} className={control}>
        {any === null ? null : <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
