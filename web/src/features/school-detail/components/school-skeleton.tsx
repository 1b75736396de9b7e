import { Skeleton } from '@web/components/ui/skeleton';

/** Same footprint as the loaded page, so nothing jumps when the school arrives. */
export function SchoolSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6" aria-busy="true" data-testid="school-skeleton">
      <span className="sr-only">Memuat...</span>
      <Skeleton className="h-5 w-80 max-w-full" />
      <div className="mt-4 grid gap-6 rounded-lg border border-slate-200 bg-white p-5 md:grid-cols-[18rem_1fr]">
        <Skeleton className="aspect-[16/9] w-full md:aspect-[4/3]" />
        <div>
          <div className="flex gap-2">
            <Skeleton className="h-6 w-12 rounded-full" />
            <Skeleton className="h-6 w-16 rounded-full" />
          </div>
          <Skeleton className="mt-3 h-9 w-3/4" />
          <Skeleton className="mt-3 h-5 w-full max-w-lg" />
          <Skeleton className="mt-5 h-10 w-44" />
        </div>
      </div>
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-96 w-full" />
        </div>
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}
