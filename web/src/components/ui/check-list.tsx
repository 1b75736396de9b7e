import { CheckCircle2 } from 'lucide-react';
import { cn } from '@web/lib/cn';

/** A list of short points, each behind a green check (benefits of signing in and the like). */
export function CheckList({
  items,
  className,
  itemClassName,
}: {
  items: readonly string[];
  className?: string;
  itemClassName?: string;
}) {
  return (
    <ul className={cn('flex flex-col gap-2', className)}>
      {items.map((item) => (
        <li key={item} className={cn('flex items-start gap-2 text-slate-800', itemClassName)}>
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}
