import type { ReactNode } from 'react';

type FieldFrameProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
};

/** The ids a control's `aria-describedby` names: its hint and its error, when shown. */
export const describedBy = (id: string, hint: unknown, error: unknown): string | undefined =>
  [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

/** Label, hint and error around one form control (a text area or a select), as `TextField` lays them out. */
export function FieldFrame({ id, label, hint, error, className = '', children }: FieldFrameProps) {
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
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const controlClass =
  'mt-1.5 block w-full rounded-md border border-stone-500 bg-white px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-700';
