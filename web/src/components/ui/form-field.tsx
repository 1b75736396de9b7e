import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
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

interface FormFieldProps extends ComponentPropsWithoutRef<'input'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled input with its validation message. */
export const FormField = forwardRef<HTMLInputElement, FormFieldProps>(function FormField(
  { id, label, error, ...props },
  ref,
) {
  return (
    <Field id={id} label={label} error={error}>
      <Input
        ref={ref}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        {...props}
      />
    </Field>
  );
});

interface FormSelectProps extends ComponentPropsWithoutRef<'select'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled native select with its validation message. */
export const FormSelect = forwardRef<HTMLSelectElement, FormSelectProps>(function FormSelect(
  { id, label, error, className, children, ...props },
  ref,
) {
  return (
    <Field id={id} label={label} error={error}>
      <NativeSelect
        ref={ref}
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
});

interface FormTextareaProps extends ComponentPropsWithoutRef<'textarea'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled multi-line text box with its validation message. */
export const FormTextarea = forwardRef<HTMLTextAreaElement, FormTextareaProps>(
  function FormTextarea({ id, label, error, className, ...props }, ref) {
    return (
      <Field id={id} label={label} error={error}>
        <textarea
          ref={ref}
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
  },
);
