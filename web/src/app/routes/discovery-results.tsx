import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Map as MapIcon } from 'lucide-react';
import type { ListedSchool, SchoolListResponse } from '@core/contracts/schools';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { CompareToggle } from '@web/features/compare-list/components/compare-toggle';
import { ResultsToolbar } from '@web/features/school-search/components/results-toolbar';
import {
  listingQuery,
  type FilterPatch,
  type SchoolFilters,
} from '@web/features/school-search/filters';
import { SchoolResults } from '@web/features/schools/components/school-results';
import { MapSchoolCard } from './map-school-card';
import { rememberOrigin } from '@web/lib/known-origin';

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
 * terdekat' above, the map of every matching school on demand, the cards with
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
  const origin = useMemo(
    () =>
      filters.lat !== undefined && filters.lng !== undefined
        ? { lat: filters.lat, lng: filters.lng }
        : undefined,
    [filters.lat, filters.lng],
  );
  const mapParams = useMemo(() => {
    // every page's schools: the map is not paged
    const { page: _page, limit: _limit, ...rest } = listingQuery(filters);
    return rest;
  }, [filters]);
  // remembered for the comparison's distances
  useEffect(() => {
    if (origin) rememberOrigin(origin);
  }, [origin]);
  const renderSchool = useCallback((slug: string) => <MapSchoolCard slug={slug} />, []);
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
            <ResultsMap
              params={mapParams}
              listTotal={list.data.total}
              origin={origin}
              renderSchool={renderSchool}
            />
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
