import type { InputHTMLAttributes, ReactNode } from 'react';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input whose hint and error are announced with it. */
export function TextField({ id, name, label, error, hint, className = '', ...input }: TextFieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block font-semibold text-stone-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-1.5 block w-full rounded-md border border-stone-500 bg-white px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-700"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
