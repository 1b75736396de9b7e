import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminSchool,
  CopyCostItemsInput,
  CopyCostItemsResult,
  CreateAcademicYearInput,
  CreateCostItemInput,
  CreateGlobalCategoryInput,
  CreateSchoolCategoryInput,
  GlobalCostCategory,
  SchoolCostCategory,
  UpdateCostItemInput,
} from '@core/contracts/admin-costs';
import type { AcademicYear, CostItem, SchoolDetail } from '@core/contracts/schools';
import {
  ACADEMIC_YEARS_KEY,
  GLOBAL_CATEGORIES_KEY,
  SCHOOL_CATEGORIES_KEY,
} from '@web/lib/admin-schools';
import { getJson, sendJson, withQuery } from '@web/lib/api-client';

const ADMIN_COSTS_KEY = ['admin', 'costs'] as const;

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

/**
 * The school as the public page reads it (GET /api/schools/slug/{id}): its
 * name for a link that names only the id (?schoolId=), and the years that
 * have fees, to copy one into a new year.
 */
export const schoolFactsQuery = (schoolId: number | undefined) =>
  queryOptions({
    queryKey: ['schools', 'slug', String(schoolId)],
    queryFn: () => getJson<SchoolDetail>(`/api/schools/slug/${schoolId}`),
    enabled: schoolId !== undefined,
  });

export function asAdminSchool(school: SchoolDetail): AdminSchool {
  return {
    id: school.id,
    npsn: school.npsn,
    slug: school.slug,
    name: school.name,
    educationLevel: school.educationLevel,
    city: school.city.name,
    province: school.province.name,
  };
}

/** After a change: this table, the school's years, and every public view of schools. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [...ADMIN_COSTS_KEY, 'items'] }),
      queryClient.invalidateQueries({ queryKey: ['schools'] }),
    ]);
}

/** PUT /api/cost-items/{id}: frequency, amount or notes */
export function useUpdateCostItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: Partial<UpdateCostItemInput> }) =>
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

/**
 * POST /api/schools/{schoolId}/cost-items. The call resolves before the
 * table refreshes, so the form is emptied before the new row shows (an admin
 * typing the next item at once never has it wiped).
 */
export function useCreateCostItem(schoolId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CreateCostItemInput) =>
      sendJson<CostItem>('POST', `/api/schools/${schoolId}/cost-items`, input),
    onSuccess: () => void refresh(),
  });
}

/** POST /api/schools/{schoolId}/cost-items/copy: a new year starts from an earlier one. */
export function useCopyCostItems(schoolId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: CopyCostItemsInput) =>
      sendJson<CopyCostItemsResult>('POST', `/api/schools/${schoolId}/cost-items/copy`, input),
    onSuccess: refresh,
  });
}

/** POST /api/schools/{schoolId}/cost-categories: a 'School Custom' category */
export function useCreateSchoolCategory(schoolId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSchoolCategoryInput) =>
      sendJson<SchoolCostCategory>('POST', `/api/schools/${schoolId}/cost-categories`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SCHOOL_CATEGORIES_KEY }),
  });
}

/** POST /api/global-cost-categories (site admins): a 'Global Category' */
export function useCreateGlobalCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateGlobalCategoryInput) =>
      sendJson<GlobalCostCategory>('POST', '/api/global-cost-categories', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GLOBAL_CATEGORIES_KEY }),
  });
}

/** POST /api/academic-years (site admins): '2026/2027' */
export function useCreateAcademicYear() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAcademicYearInput) =>
      sendJson<AcademicYear>('POST', '/api/academic-years', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACADEMIC_YEARS_KEY }),
  });
}
