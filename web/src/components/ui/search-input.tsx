import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Input } from './input';

/** A search box with a magnifier inside on the left; the wrapper takes `wrapperClassName`. */
export function SearchInput({
  wrapperClassName,
  className,
  ...props
}: ComponentProps<'input'> & { wrapperClassName?: string }) {
  return (
    <div className={cn('relative', wrapperClassName)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <Input type="search" className={cn('pl-9', className)} {...props} />
    </div>
  );
}
