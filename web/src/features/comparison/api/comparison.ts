import { queryOptions } from '@tanstack/react-query';
import type { ComparisonResponse } from '@core/contracts/schools';
import { getJson, withQuery } from '@web/lib/api-client';
import { orFail } from '@web/lib/fetch-failure';
import { comparisonApiParams, type ComparisonFilters } from '../filters';

/**
 * GET /api/schools/comparison. The server decides the row count (5 for
 * anonymous callers), so the key names who asks: signing in refetches.
 */
export const comparisonQuery = (filters: ComparisonFilters, viewer: number | 'anonymous') =>
  queryOptions({
    queryKey: ['schools', 'comparison', comparisonApiParams(filters), viewer],
    queryFn: () =>
      orFail('Failed to fetch schools', () =>
        getJson<ComparisonResponse>(
          withQuery('/api/schools/comparison', comparisonApiParams(filters)),
        ),
      ),
    // the previous page stays while the next loads, but never another viewer's
    // rows: a signed-in visitor is not shown the anonymous 5 and the sign-in prompt
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === viewer ? previous : undefined,
  });

/** GET /api/schools/comparison?ids=12,34,56: exactly the picked schools (5 anonymous, 10 signed in). */
export const pickedComparisonQuery = (ids: readonly number[], viewer: number | 'anonymous') =>
  queryOptions({
    queryKey: ['schools', 'comparison', 'picked', ids.join(','), viewer],
    queryFn: () =>
      orFail('Failed to fetch schools', () =>
        getJson<ComparisonResponse>(withQuery('/api/schools/comparison', { ids: ids.join(',') })),
      ),
  });
