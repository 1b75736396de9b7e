import type { ComponentPropsWithoutRef } from 'react';
import { cn } from '@web/lib/cn';

/** A grey placeholder; callers give it the size of what will replace it (no layout shift). */
export function Skeleton({ className, ...props }: ComponentPropsWithoutRef<'div'>) {
  return <div aria-hidden="true" className={cn('skeleton', className)} {...props} />;
}
