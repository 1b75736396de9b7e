import { Link } from 'react-router-dom';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '@web/lib/cn';
import { buttonVariants } from './button';
import { pageWindow } from './page-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** the URL of a page; links keep pages crawlable and open in new tabs */
  hrefFor: (page: number) => string;
  className?: string;
}

export function Pagination({ page, totalPages, hrefFor, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const pages = pageWindow(page, totalPages);
  const item = (active: boolean) =>
    buttonVariants({ variant: active ? 'default' : 'outline', size: 'icon' });
  return (
    <nav aria-label="Navigasi halaman" className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              className={buttonVariants({ variant: 'outline' })}
              aria-label="Halaman sebelumnya"
            >
              <ChevronLeft aria-hidden="true" />
              <span className="hidden sm:inline">Sebelumnya</span>
            </Link>
          ) : (
            <span
              className={cn(buttonVariants({ variant: 'outline' }), 'opacity-50')}
              aria-disabled="true"
            >
              <ChevronLeft aria-hidden="true" />
              <span className="hidden sm:inline">Sebelumnya</span>
            </span>
          )}
        </li>
        {pages.map((number) => (
          <li key={number}>
            <Link
              to={hrefFor(number)}
              className={item(number === page)}
              aria-current={number === page ? 'page' : undefined}
              aria-label={`Halaman ${number}`}
            >
              {number}
            </Link>
          </li>
        ))}
        <li>
          {page < totalPages ? (
            <Link
              to={hrefFor(page + 1)}
              className={buttonVariants({ variant: 'outline' })}
              aria-label="Halaman berikutnya"
            >
              <span className="hidden sm:inline">Berikutnya</span>
              <ChevronRight aria-hidden="true" />
            </Link>
          ) : (
            <span
              className={cn(buttonVariants({ variant: 'outline' }), 'opacity-50')}
              aria-disabled="true"
            >
              <span className="hidden sm:inline">Berikutnya</span>
              <ChevronRight aria-hidden="true" />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
