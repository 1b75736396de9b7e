import { Link } from 'react-router-dom';
import { ChevronRight } from 'lucide-react';
import { cn } from '@web/lib/cn';

export interface Crumb {
  label: string;
  /** omitted for the current page */
  href?: string;
}

export function Breadcrumb({ items, className }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={cn('text-sm text-slate-700', className)}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((crumb, index) => (
          <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
            {index > 0 && <ChevronRight className="size-4 text-slate-500" aria-hidden="true" />}
            {crumb.href && index < items.length - 1 ? (
              <Link to={crumb.href} className="hover:text-brand-700 hover:underline">
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-slate-900">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
