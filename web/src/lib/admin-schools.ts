// Queries of the admin area that several features need (the school picker,
// academic years, global categories), so they live here, not in one feature.
import { queryOptions } from '@tanstack/react-query';
import type {
  AdminSchoolList,
  GlobalCostCategory,
  SchoolCostCategory,
} from '@core/contracts/admin-costs';
import type { AcademicYear } from '@core/contracts/schools';
import { getJson, withQuery } from './api-client';

export const ADMIN_SCHOOLS_KEY = ['admin', 'schools'] as const;

/**
 * GET /api/admin/schools?search=&limit=50: site admins search every school by
 * name or NPSN; school admins get their own schools (SPEC §9: at most 50).
 */
export const adminSchoolsQuery = (search: string) =>
  queryOptions({
    queryKey: [...ADMIN_SCHOOLS_KEY, search],
    queryFn: () => getJson<AdminSchoolList>(withQuery('/api/admin/schools', { search, limit: 50 })),
  });

export const ACADEMIC_YEARS_KEY = ['academic-years'] as const;

/** GET /api/academic-years, newest first */
export const academicYearsQuery = () =>
  queryOptions({
    queryKey: ACADEMIC_YEARS_KEY,
    queryFn: () => getJson<AcademicYear[]>('/api/academic-years'),
  });

export const GLOBAL_CATEGORIES_KEY = ['admin', 'global-categories'] as const;

/** GET /api/global-cost-categories */
export const globalCategoriesQuery = () =>
  queryOptions({
    queryKey: GLOBAL_CATEGORIES_KEY,
    queryFn: () => getJson<GlobalCostCategory[]>('/api/global-cost-categories'),
  });

export const SCHOOL_CATEGORIES_KEY = ['admin', 'school-categories'] as const;

/** GET /api/schools/{schoolId}/cost-categories: the school's own ('School Custom') categories */
export const schoolCategoriesQuery = (schoolId: number | undefined) =>
  queryOptions({
    queryKey: [...SCHOOL_CATEGORIES_KEY, schoolId],
    queryFn: () => getJson<SchoolCostCategory[]>(`/api/schools/${schoolId}/cost-categories`),
    enabled: schoolId !== undefined,
  });
