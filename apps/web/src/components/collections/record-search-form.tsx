import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  RECORD_TYPE_LABELS,
  RECORD_TYPES,
  SORTS,
  YEAR_RANGES,
} from '@society/record-search';
import { giveOrTakeText } from '../../lib/collections/record-labels.ts';
import { SEARCH_FORM_ACTION } from '../../lib/collections/search-page-params.ts';
import { CheckboxField } from '../forms/checkbox-field.tsx';
import { SelectField } from '../forms/select-field.tsx';
import { TextField } from '../forms/text-field.tsx';
import { button } from '../member/ui.ts';
import { NameMatchFields } from './name-match-fields.tsx';
import { NameMatchHelp } from './name-match-help.tsx';
import { PlaceField } from './place-field.tsx';

const SORT_LABELS: Readonly<Record<(typeof SORTS)[number], string>> = {
  relevance: 'Best match first',
  name: 'Name',
  year: 'Year, earliest first',
  year_desc: 'Year, latest first',
  place: 'Place',
  collection: 'Collection',
};

const legend = 'px-1 font-semibold text-stone-900';
const fieldset = 'rounded-lg border border-stone-300 p-4';

type RecordSearchFormProps = {
  /** The search's parameters as entered (a canonical query string's or a refused one's). */
  values: URLSearchParams;
  /** Collections to choose among; with `scope`, the search stays in that one collection. */
  collections: readonly { uid: string; title: string }[];
  scope?: { uid: string; title: string };
};

/**
 * The records search: a plain GET form to the search page's results (`#results`), so it works
 * without JavaScript.
 */
export function RecordSearchForm({ values, collections, scope }: RecordSearchFormProps) {
  const one = (key: string) => values.get(key) ?? '';
  const all = (key: string) => values.getAll(key);
  const id = (key: string) => `record-search-${key}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older tablets many members use; the role works everywhere.
    <form
      key={values.toString()}
      action={SEARCH_FORM_ACTION}
      method="get"
      role="search"
      aria-label="Records"
      className="grid gap-5"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NameMatchFields id={id} values={values} />
      </div>
      <NameMatchHelp />
      <fieldset className={fieldset}>
        <legend className={legend}>Years</legend>
        <p className="text-sm text-stone-600">Either around one year, or between two years: not both.</p>
        <div className="mt-2 grid items-end gap-4 md:grid-cols-[1fr_auto_1fr]">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-medium text-stone-900">Around a year</legend>
            <TextField
              id={id('year')}
              name="year"
              label="Year"
              inputMode="numeric"
              defaultValue={one('year')}
            />
            <SelectField
              id={id('year-range')}
              name="year_range"
              label="Give or take"
              options={YEAR_RANGES.map((n) => ({
                value: String(n),
                label: n === 0 ? 'Only that year' : giveOrTakeText(n),
              }))}
              defaultValue={one('year_range') || '0'}
            />
          </fieldset>
          <p className="pb-2 text-center font-semibold text-stone-700">or</p>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-medium text-stone-900">Between two years</legend>
            <TextField
              id={id('year-from')}
              name="year_from"
              label="From year"
              inputMode="numeric"
              defaultValue={one('year_from')}
            />
            <TextField
              id={id('year-to')}
              name="year_to"
              label="To year"
              inputMode="numeric"
              defaultValue={one('year_to')}
            />
          </fieldset>
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-3">
        <PlaceField id={id('place')} defaultValue={one('place')} />
        <TextField
          id={id('relative-surname')}
          name="relative_surname"
          label="Relative’s surname"
          hint="A parent, spouse or other person on the same record."
          defaultValue={one('relative_surname')}
        />
        <TextField
          id={id('relative-forename')}
          name="relative_forename"
          label="Relative’s forename"
          defaultValue={one('relative_forename')}
        />
      </div>
      <fieldset className={fieldset}>
        <legend className={legend}>Record types</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {RECORD_TYPES.map((type) => (
            <CheckboxField
              key={type}
              id={id(`type-${type}`)}
              name="type"
              value={type}
              label={RECORD_TYPE_LABELS[type]}
              defaultChecked={all('type').includes(type)}
            />
          ))}
        </div>
      </fieldset>
      {scope ? (
        <p className="text-stone-800">
          <input type="hidden" name="collection" value={scope.uid} />
          Searching only <strong>{scope.title}</strong>.
        </p>
      ) : collections.length > 0 ? (
        <fieldset className={fieldset}>
          <legend className={legend}>Collections</legend>
          <p className="text-sm text-stone-600">None ticked searches them all.</p>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {collections.map((collection) => (
              <CheckboxField
                key={collection.uid}
                id={id(`collection-${collection.uid}`)}
                name="collection"
                value={collection.uid}
                label={collection.title}
                defaultChecked={all('collection').includes(collection.uid)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className="flex flex-wrap items-end gap-4">
        <SelectField
          id={id('sort')}
          name="sort"
          label="Order"
          options={SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
          defaultValue={one('sort') || 'relevance'}
        />
        <SelectField
          id={id('per-page')}
          name="per_page"
          label="Results per page"
          options={PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
          defaultValue={one('per_page') || String(DEFAULT_PAGE_SIZE)}
        />
        <button type="submit" className={`${button.primary} min-h-11`}>
          Search records
        </button>
      </div>
    </form>
  );
}
