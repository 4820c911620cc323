import { FORENAME_MATCH_MENU, NAME_MATCH_LABELS, NAME_MATCH_MENU } from '@society/record-search';
import { Fragment } from 'react';
import { SelectField } from '../forms/select-field.tsx';
import { TextField } from '../forms/text-field.tsx';

/** Each name box of a records search, with the menu of its "Match the … by" choice. */
const NAME_FIELDS = [
  { field: 'surname', label: 'Surname', menu: NAME_MATCH_MENU },
  { field: 'forename', label: 'Forename', menu: FORENAME_MATCH_MENU },
] as const;

type NameMatchFieldsProps = {
  /** The form's id for a field's key, so each form's ids stay its own. */
  id: (key: string) => string;
  /** The search's parameters as entered. */
  values: URLSearchParams;
};

/**
 * The surname and forename boxes, each followed by how to match it (similar spellings unless
 * chosen otherwise), named as the record search's parameters so any form using them is a record
 * search.
 */
export function NameMatchFields({ id, values }: NameMatchFieldsProps) {
  const one = (key: string) => values.get(key) ?? '';
  return (
    <>
      {NAME_FIELDS.map(({ field, label, menu }) => (
        <Fragment key={field}>
          <TextField id={id(field)} name={field} label={label} defaultValue={one(field)} autoComplete="off" />
          <SelectField
            id={id(`${field}-match`)}
            name={`${field}_match`}
            label={`Match the ${field} by`}
            options={menu.map((value) => ({ value, label: NAME_MATCH_LABELS[value] }))}
            defaultValue={one(`${field}_match`) || 'variants'}
          />
        </Fragment>
      ))}
    </>
  );
}
