import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClass, describedBy, FieldFrame } from './field-frame.tsx';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> & {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input whose hint and error are announced with it. */
export function TextField({ id, name, label, error, hint, ref, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
        {...input}
      />
    </FieldFrame>
  );
}
