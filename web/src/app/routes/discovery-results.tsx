import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Map as MapIcon } from 'lucide-react';
import type { ListedSchool, SchoolListResponse } from '@core/contracts/schools';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { paths } from '@web/config/paths';
import { CompareToggle } from '@web/features/compare-list/components/compare-toggle';
import { ResultsToolbar } from '@web/features/school-search/components/results-toolbar';
import type { FilterPatch, SchoolFilters } from '@web/features/school-search/filters';
import { SchoolResults } from '@web/features/schools/components/school-results';

// Leaflet and its CSS load only when the parent opens the map
const ResultsMap = lazy(() => import('@web/features/school-map/components/results-map'));

interface DiscoveryResultsProps {
  filters: SchoolFilters;
  onChange: (patch: FilterPatch) => void;
  list: {
    data: SchoolListResponse | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching?: boolean;
    error?: unknown;
    refetch?: () => unknown;
  };
  hrefFor: (page: number) => string;
  empty: ReactNode;
}

/**
 * The results of the home search and the listing hubs: order and 'Sekolah
 * terdekat' above, the map of this page's schools on demand, the cards with
 * 'Bandingkan' and the pagination.
 */
export function DiscoveryResults({
  filters,
  onChange,
  list,
  hrefFor,
  empty,
}: DiscoveryResultsProps) {
  const [showMap, setShowMap] = useState(false);
  const navigate = useNavigate();
  const origin = useMemo(
    () =>
      filters.lat !== undefined && filters.lng !== undefined
        ? { lat: filters.lat, lng: filters.lng }
        : undefined,
    [filters.lat, filters.lng],
  );
  const openSchool = useCallback(
    (school: ListedSchool) => void navigate(paths.school(school.slug)),
    [navigate],
  );
  const renderActions = useCallback(
    (school: ListedSchool) => <CompareToggle school={school} className="flex-1" />,
    [],
  );
  return (
    <>
      <ResultsToolbar
        filters={filters}
        onChange={onChange}
        extra={
          <Button
            type="button"
            variant="outline"
            aria-pressed={showMap}
            onClick={() => setShowMap((value) => !value)}
          >
            <MapIcon aria-hidden="true" />
            {showMap ? 'Sembunyikan peta' : 'Tampilkan peta'}
          </Button>
        }
      />
      {showMap && list.data && (
        <div className="mb-6">
          <Suspense fallback={<Skeleton className="h-[28rem] w-full" />}>
            <ResultsMap schools={list.data.schools} origin={origin} onOpen={openSchool} />
          </Suspense>
        </div>
      )}
      <SchoolResults
        data={list.data}
        isPending={list.isPending}
        isError={list.isError}
        error={list.error}
        page={filters.page}
        hrefFor={hrefFor}
        empty={empty}
        renderActions={renderActions}
        onRetry={() => void list.refetch?.()}
        isFetching={list.isFetching}
      />
    </>
  );
}
