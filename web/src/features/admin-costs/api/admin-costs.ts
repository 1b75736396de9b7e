import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSchoolList,
  GlobalCostCategory,
  SchoolCostCategory,
  UpdateCostItemInput,
} from '@core/contracts/admin-costs';
import type { AcademicYear, CostItem } from '@core/contracts/schools';
import { getJson, sendJson, withQuery } from '@web/lib/api-client';

const ADMIN_COSTS_KEY = ['admin', 'costs'] as const;

/** GET /api/admin/schools: every school for site admins, their own for school admins (max 50). */
export const adminSchoolsQuery = (search: string) =>
  queryOptions({
    queryKey: [...ADMIN_COSTS_KEY, 'schools', search],
    queryFn: () => getJson<AdminSchoolList>(withQuery('/api/admin/schools', { search, limit: 50 })),
  });

/** GET /api/academic-years, newest first */
export const academicYearsQuery = () =>
  queryOptions({
    queryKey: ['academic-years'],
    queryFn: () => getJson<AcademicYear[]>('/api/academic-years'),
  });

/** GET /api/schools/{id}/cost-items?academicYearId= */
export const adminCostItemsQuery = (
  schoolId: number | undefined,
  academicYearId: number | undefined,
) =>
  queryOptions({
    queryKey: [...ADMIN_COSTS_KEY, 'items', schoolId, academicYearId],
    queryFn: () =>
      getJson<CostItem[]>(withQuery(`/api/schools/${schoolId}/cost-items`, { academicYearId })),
    enabled: schoolId !== undefined && academicYearId !== undefined,
  });

/** GET /api/global-cost-categories */
export const globalCategoriesQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_COSTS_KEY, 'global-categories'],
    queryFn: () => getJson<GlobalCostCategory[]>('/api/global-cost-categories'),
  });

/** GET /api/schools/{schoolId}/cost-categories */
export const schoolCategoriesQuery = (schoolId: number | undefined) =>
  queryOptions({
    queryKey: [...ADMIN_COSTS_KEY, 'school-categories', schoolId],
    queryFn: () => getJson<SchoolCostCategory[]>(`/api/schools/${schoolId}/cost-categories`),
    enabled: schoolId !== undefined,
  });

/** After a change: this table, and every public view of schools (page, fees, listings). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...ADMIN_COSTS_KEY, 'items'] }),
      queryClient.invalidateQueries({ queryKey: ['schools'] }),
    ]);
}

/** PUT /api/cost-items/{id}: frequency or amount */
export function useUpdateCostItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UpdateCostItemInput }) =>
      sendJson<CostItem>('PUT', `/api/cost-items/${id}`, change),
    onSettled: refresh,
  });
}

/** DELETE /api/cost-items/{id} */
export function useDeleteCostItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => sendJson<void>('DELETE', `/api/cost-items/${id}`),
    onSettled: refresh,
  });
}
