import type { ComponentProps, ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

const errorIdOf = (id: string) => `${id}-error`;

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A label above its control and the control's validation message, announced to screen readers. */
export function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error && (
        <p id={errorIdOf(id)} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface FormFieldProps extends ComponentProps<'input'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled input with its validation message. */
export function FormField({ id, label, error, ...props }: FormFieldProps) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        {...props}
      />
    </Field>
  );
}
