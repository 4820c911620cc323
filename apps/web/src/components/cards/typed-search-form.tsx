import { type RecordType, YEAR_RANGES } from '@society/record-search';
import { giveOrTakeText } from '../../lib/collections/record-labels.ts';
import { NameMatchFields } from '../collections/name-match-fields.tsx';
import { SelectField } from '../forms/select-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { button } from '../member/ui.ts';

type TypedSearchFormProps = {
  /** The page the form submits to (it keeps the search in its query string). */
  action: string;
  type: RecordType;
  label: string;
  values: URLSearchParams;
  /** Memorial cards also search by place. */
  withPlace?: boolean;
  message?: string | null;
};

/**
 * A search of one record type (a plain GET form, works without JavaScript): surname and forename
 * with their match, a year ±, and a place. The record search's own parameters, so the address is
 * a record search that can be saved and shared.
 */
export function TypedSearchForm({ action, type, label, values, withPlace, message }: TypedSearchFormProps) {
  const one = (key: string) => values.get(key) ?? '';
  const id = (key: string) => `${type}-search-${key}`;
  return (
    <section
      aria-labelledby={id('heading')}
      className="rounded-xl border border-violet-200 bg-violet-50/40 p-4 sm:p-6 print:hidden"
    >
      <h2 id={id('heading')} className="font-serif text-2xl font-semibold text-violet-950">
        {label}
      </h2>
      {message ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900"
        >
          {message}
        </p>
      ) : null}
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older tablets many members use; the role works everywhere. */}
      <form
        key={values.toString()}
        action={action}
        method="get"
        role="search"
        aria-label={label}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
      >
        <input type="hidden" name="type" value={type} />
        <NameMatchFields id={id} values={values} />
        <TextField
          id={id('year')}
          name="year"
          label={type === 'memorial_card' ? 'Year of death' : 'Year of birth'}
          inputMode="numeric"
          defaultValue={one('year')}
        />
        <SelectField
          id={id('year-range')}
          name="year_range"
          label="Give or take"
          options={YEAR_RANGES.map((range) => ({
            value: String(range),
            label: range === 0 ? 'Exact year' : giveOrTakeText(range),
          }))}
          defaultValue={one('year_range') || '2'}
        />
        {withPlace ? (
          <TextField
            id={id('place')}
            name="place"
            label="Place (parish or county)"
            defaultValue={one('place')}
          />
        ) : null}
        <div className="flex items-end">
          <button type="submit" className={`${button.primary} min-h-11`}>
            Search
          </button>
        </div>
      </form>
    </section>
  );
}
