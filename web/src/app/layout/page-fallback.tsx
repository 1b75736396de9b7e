import { Skeleton } from '@web/components/ui/skeleton';

/**
 * Shown while a page's code loads. It is taller than the screen so the footer
 * never appears and then jumps down (no layout shift).
 */
export function PageFallback() {
  return (
    <div className="mx-auto min-h-screen max-w-7xl px-4 py-8" aria-busy="true">
      <span className="sr-only">Memuat...</span>
      <Skeleton className="h-8 w-2/3 max-w-md" />
      <Skeleton className="mt-4 h-4 w-full max-w-xl" />
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        <Skeleton className="h-56" />
        <Skeleton className="h-56" />
      </div>
    </div>
  );
}
