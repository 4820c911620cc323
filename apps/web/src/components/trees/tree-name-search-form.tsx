import { TextField } from '../forms/text-field.tsx';
import { button } from '../member/ui.ts';

type TreeNameSearchFormProps = {
  /** Where the form goes (the page it is on). */
  action: string;
  /** The record types searched, sent as hidden `type` fields. */
  types: readonly string[];
  values: URLSearchParams;
  label: string;
};

/**
 * A name search over tree (and brief) people: a plain GET form, so it works without JavaScript; the
 * page turns it into the record search's canonical query with its types.
 */
export function TreeNameSearchForm({ action, types, values, label }: TreeNameSearchFormProps) {
  const id = (key: string) => `tree-search-${key}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to the older tablets many members use; the role works everywhere.
    <form
      key={values.toString()}
      action={action}
      method="get"
      role="search"
      aria-label={label}
      className="grid gap-4"
    >
      {types.map((type) => (
        <input key={type} type="hidden" name="type" value={type} />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('surname')}
          name="surname"
          label="Surname"
          autoComplete="off"
          defaultValue={values.get('surname') ?? ''}
        />
        <TextField
          id={id('forename')}
          name="forename"
          label="Forename"
          autoComplete="off"
          defaultValue={values.get('forename') ?? ''}
        />
      </div>
      <p className="text-sm text-stone-700">
        Spelling variants are included. Use * or ? as wildcards, for example Ash*.
      </p>
      <div>
        <button type="submit" className={`${button.primary} min-h-11`}>
          Search
        </button>
      </div>
    </form>
  );
}
