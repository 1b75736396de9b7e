import { queryOptions } from '@tanstack/react-query';
import type { FeeFacts } from '@core/contracts/fee-facts';
import type { SchoolDetail } from '@core/contracts/schools';
import type { ViewCount } from '@core/contracts/view-count';
import { getJson, sendJson, withQuery } from '@web/lib/api-client';
import { orFail } from '@web/lib/fetch-failure';

/** GET /api/schools/slug/{slug}: slug or id; costYears lists the years with costs. */
export const schoolQuery = (slug: string) =>
  queryOptions({
    queryKey: ['schools', 'slug', slug],
    queryFn: () =>
      orFail('Failed to fetch school', () =>
        getJson<SchoolDetail>(`/api/schools/slug/${encodeURIComponent(slug)}`),
      ),
  });

/**
 * GET /api/schools/{id}/fee-facts?academicYearId={id}: the selected year's table,
 * the school's own cost items first, then the fees rules fix and what rules say
 * beside unknown fees (issue 20; replaces the SPEC's cost-items call on this page).
 * Without a year the server answers the fee year: a school without any fee still
 * gets its rules' explanations.
 */
export const feeFactsQuery = (schoolId: number, academicYearId: number | undefined) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'fee-facts', academicYearId ?? null],
    queryFn: () =>
      orFail('Failed to fetch cost items', () =>
        getJson<FeeFacts>(withQuery(`/api/schools/${schoolId}/fee-facts`, { academicYearId })),
      ),
  });

/** GET /api/schools/{id}/view-count: asked only for admin roles (the server refuses others). */
export const viewCountQuery = (schoolId: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'view-count'],
    queryFn: () =>
      orFail('Failed to fetch view count', () =>
        getJson<ViewCount>(`/api/schools/${schoolId}/view-count`),
      ),
    enabled,
  });

/** POST /api/schools/{id}/view: page-view tracking; a failure is only logged. */
export async function trackView(schoolId: number): Promise<void> {
  try {
    await sendJson('POST', `/api/schools/${schoolId}/view`);
  } catch (error) {
    console.error('page view not recorded', error);
  }
}
