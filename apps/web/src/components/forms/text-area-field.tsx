import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { controlClass, describedBy, FieldFrame } from './field-frame.tsx';

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> & {
  id: string;
  name: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled text area whose hint and error are announced with it. */
export function TextAreaField({ id, name, label, error, hint, className, ...area }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <textarea
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={controlClass}
        {...area}
      />
    </FieldFrame>
  );
}
