import type { InputHTMLAttributes, ReactNode } from 'react';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type'> & {
  id: string;
  name: string;
  label: ReactNode;
  error?: string | undefined;
};

/** A labelled checkbox whose error is announced with it. */
export function CheckboxField({ id, name, label, error, className = '', ...input }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-violet-800"
          {...input}
        />
        <label htmlFor={id} className="text-stone-900">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
