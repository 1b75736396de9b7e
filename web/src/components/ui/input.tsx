import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cn } from '@web/lib/cn';

export const Input = forwardRef<HTMLInputElement, ComponentPropsWithoutRef<'input'>>(function Input(
  { className, type = 'text', ...props },
  ref,
) {
  return <input ref={ref} type={type} className={cn('input-box', className)} {...props} />;
});
