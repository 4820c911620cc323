import type { ReactNode, SelectHTMLAttributes } from 'react';
import { controlClass, describedBy, FieldFrame } from './field-frame.tsx';

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & {
  id: string;
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled select whose hint and error are announced with it. */
export function SelectField({
  id,
  name,
  label,
  options,
  error,
  hint,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
