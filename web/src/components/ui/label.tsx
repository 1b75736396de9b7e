import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@web/lib/cn';

export const Label = forwardRef<HTMLLabelElement, ComponentPropsWithoutRef<'label'>>(function Label(
  { className, ...props },
  ref,
) {
  return (
    <label ref={ref} className={cn('text-sm font-medium text-slate-800', className)} {...props} />
  );
});
