import { queryOptions } from '@tanstack/react-query';
import type { AreaBenchmarks, FeeInsights } from '@core/contracts/insights';
import { getJson, withQuery } from '@web/lib/api-client';
import { orFail } from '@web/lib/fetch-failure';

/** GET /api/schools/{id}/fee-insights: whole cost per year, history, benchmarks, UMP. */
export const feeInsightsQuery = (schoolId: number) =>
  queryOptions({
    // under ['schools', id] so a cost edit (which invalidates the school's queries) refreshes it
    queryKey: ['schools', schoolId, 'fee-insights'],
    queryFn: () =>
      orFail('Failed to fetch fee insights', () =>
        getJson<FeeInsights>(`/api/schools/${schoolId}/fee-insights`),
      ),
  });

/** GET /api/benchmarks?province=&city=&level=: the top of a city hub. */
export const areaBenchmarksQuery = (input: { province?: string; city?: string; level?: string }) =>
  queryOptions({
    queryKey: ['benchmarks', input.province ?? null, input.city ?? null, input.level ?? null],
    queryFn: () =>
      orFail('Failed to fetch benchmarks', () =>
        getJson<AreaBenchmarks>(withQuery('/api/benchmarks', input)),
      ),
    enabled: !!input.city,
  });
