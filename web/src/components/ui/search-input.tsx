import { useId, type ComponentPropsWithoutRef } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { Input } from './input';
import { Label } from './label';

type SearchInputProps = ComponentPropsWithoutRef<'input'> & { wrapperClassName?: string };

/** A search box with a magnifier inside on the left; the wrapper takes `wrapperClassName`. */
function SearchInput({ wrapperClassName, className, ...props }: SearchInputProps) {
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

interface SearchFieldProps extends Omit<SearchInputProps, 'id' | 'wrapperClassName'> {
  label: string;
  /** goes to the wrapper, so grids can place the field */
  fieldClassName?: string;
}

/** A labelled search box, as SelectField is a labelled select. */
export function SearchField({ label, fieldClassName, ...props }: SearchFieldProps) {
  const id = useId();
  return (
    <div className={fieldClassName}>
      <Label htmlFor={id}>{label}</Label>
      <SearchInput id={id} wrapperClassName="mt-1.5" {...props} />
    </div>
  );
}
