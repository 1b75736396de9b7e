import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '@web/components/load-error';
import type { SchoolSummary } from '@core/contracts/schools';
import { recentSchoolsQuery } from '../api/schools';
import { SchoolCard, SchoolCardSkeleton } from './school-card';

const RECENT_MAX = 6; // SPEC §9: recent schools max 6, 4 skeletons
const SKELETONS = 4;

/** 'Sekolah Terbaru': up to 6 recently added or updated schools in a two-column grid. */
export function RecentSchools({
  renderCompare,
}: {
  renderCompare?: (school: SchoolSummary) => ReactNode;
}) {
  const { data, isPending, isError, refetch, isFetching } = useQuery(recentSchoolsQuery());
  return (
    <section aria-labelledby="recent-title">
      <h2 id="recent-title" className="text-2xl font-bold text-slate-900">
        Sekolah Terbaru
      </h2>
      {isError ? (
        <LoadError
          className="mt-4"
          message="Daftar sekolah terbaru gagal dimuat."
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : (
        <ul className="mt-5 grid gap-4 md:grid-cols-2" aria-busy={isPending}>
          {isPending
            ? Array.from({ length: SKELETONS }, (_, i) => (
                <li key={i}>
                  <SchoolCardSkeleton />
                </li>
              ))
            : data.slice(0, RECENT_MAX).map((school) => (
                <li key={school.id}>
                  <SchoolCard school={school} compare={renderCompare?.(school)} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
