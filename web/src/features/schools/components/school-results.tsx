import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ListedSchool, SchoolListResponse } from '@core/contracts/schools';
import { LISTING_TOO_DEEP, MAX_LISTING_DEPTH } from '@core/listing';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { formatNumber } from '@core/format';
import { LoadError } from '@web/components/load-error';
import { serverText } from '@web/lib/server-text';
import { ListingCard, ListingCardSkeleton } from './listing-card';

const PAGE_SIZE = 12;

interface SchoolResultsProps {
  data: SchoolListResponse | undefined;
  isPending: boolean;
  isError: boolean;
  /** the failed request's error: a page past the deepest allowed one says so */
  error?: unknown;
  page: number;
  hrefFor: (page: number) => string;
  /** shown instead of the grid when nothing matches */
  empty: ReactNode;
  /** controls under each card, e.g. 'Bandingkan' */
  renderActions?: (school: ListedSchool) => ReactNode;
  /** fetches the failed list again ('Coba Lagi') */
  onRetry?: () => void;
  isFetching?: boolean;
}

/** 'Menampilkan x - y dari n sekolah', the cards and the pagination. */
export function SchoolResults({
  data,
  isPending,
  isError,
  error,
  page,
  hrefFor,
  empty,
  renderActions,
  onRetry,
  isFetching,
}: SchoolResultsProps) {
  const top = useScrollToTopOnPage(page);
  if (isError && !data && serverText(error, '') === LISTING_TOO_DEEP) {
    return (
      <div
        role="alert"
        className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900"
      >
        <p>{LISTING_TOO_DEEP}</p>
        <Link to={hrefFor(1)} className="mt-2 inline-block font-medium underline">
          Kembali ke halaman pertama
        </Link>
      </div>
    );
  }
  if (isError && !data) {
    return (
      <LoadError
        message="Data sekolah gagal dimuat."
        detail="Failed to fetch schools"
        onRetry={() => onRetry?.()}
        retrying={isFetching}
      />
    );
  }
  if (isPending || !data) {
    return (
      <div aria-busy="true">
        <span className="sr-only">Memuat data sekolah...</span>
        <Skeleton className="mb-4 h-5 w-60" />
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <ListingCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (data.total === 0 || data.schools.length === 0) return <>{empty}</>;

  const limit = data.limit || PAGE_SIZE;
  const from = Math.min((page - 1) * limit + 1, data.total);
  const to = Math.min(from + data.schools.length - 1, data.total);
  // pages deeper than MAX_LISTING_DEPTH are refused by the api: not offered
  const deepest = Math.floor(MAX_LISTING_DEPTH / limit);
  const totalPages = Math.max(1, Math.min(Math.ceil(data.total / limit), deepest));
  const truncated = data.total > deepest * limit;
  return (
    <div>
      <p ref={top} className="mb-4 h-5 scroll-mt-24 text-sm text-slate-700" aria-live="polite">
        {/* one text node: the server's HTML reads as the sentence (no comment between parts) */}
        {`Menampilkan ${formatNumber(from)} - ${formatNumber(to)} dari ${formatNumber(data.total)} sekolah`}
      </p>
      <ul aria-label="Daftar sekolah" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {data.schools.map((school) => (
          <li key={school.id}>
            <ListingCard school={school} actions={renderActions?.(school)} />
          </li>
        ))}
      </ul>
      <Pagination className="mt-8" page={page} totalPages={totalPages} hrefFor={hrefFor} />
      {truncated && page >= totalPages && (
        <p className="mt-4 text-center text-sm text-slate-600">{LISTING_TOO_DEEP}</p>
      )}
    </div>
  );
}

/**
 * A new page of results starts at the list's top: the pagination sits under
 * the last card, so without this a phone stays at the bottom of the new page.
 */
function useScrollToTopOnPage(page: number) {
  const top = useRef<HTMLParagraphElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    const element = top.current;
    if (!element) return;
    const { top: y } = element.getBoundingClientRect();
    if (y < 0 || y > window.innerHeight) element.scrollIntoView({ block: 'start' });
  }, [page]);
  return top;
}
