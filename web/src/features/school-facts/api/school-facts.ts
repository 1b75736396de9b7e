import { queryOptions } from '@tanstack/react-query';
import type { SchoolFacts } from '@core/contracts/insights';
import { getJson } from '@web/lib/api-client';
import { orFail } from '@web/lib/fetch-failure';

/** GET /api/schools/{id}/facts: null when the registry has no figures for the school. */
export const schoolFactsQuery = (schoolId: number) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'facts'],
    queryFn: () =>
      orFail('Failed to fetch school facts', () =>
        getJson<SchoolFacts | null>(`/api/schools/${schoolId}/facts`),
      ),
  });
