import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@web/lib/cn';
import { Input } from './input';
import { Label } from './label';
import { NativeSelect } from './native-select';

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

interface FormSelectProps extends ComponentProps<'select'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled native select with its validation message. */
export function FormSelect({ id, label, error, className, children, ...props }: FormSelectProps) {
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect
        id={id}
        className={className}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        {...props}
      >
        {children}
      </NativeSelect>
    </Field>
  );
}

interface FormTextareaProps extends ComponentProps<'textarea'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled multi-line text box with its validation message. */
export function FormTextarea({ id, label, error, className, ...props }: FormTextareaProps) {
  return (
    <Field id={id} label={label} error={error}>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        className={cn(
          'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 sm:text-sm',
          className,
        )}
        {...props}
      />
    </Field>
  );
}
