import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Label } from './label';
import { NativeSelect } from './native-select';

interface SelectFieldProps extends Omit<ComponentPropsWithoutRef<'select'>, 'id'> {
  label: string;
  /** shown under the select, e.g. why its options are missing */
  after?: ReactNode;
}

/** A labelled native select; `className` goes to the wrapper, so grids can place it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, className, after, children, ...props },
  ref,
) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect ref={ref} id={id} className="mt-1.5" {...props}>
        {children}
      </NativeSelect>
      {after}
    </div>
  );
});
