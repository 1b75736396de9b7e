// Query keys more than one feature touches (features do not import each other).

/** GET /api/school-submissions: the admin list, refreshed after a contribution (SPEC §4). */
export const SCHOOL_SUBMISSIONS_KEY = ['school-submissions'] as const;
