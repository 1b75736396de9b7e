// The rules that apply to a school (issue 20), in a module of its own: the
// school page's loader names this read, and its first chunk must not carry
// the rule checks of lib/fee-rules.ts.
import { queryOptions } from '@tanstack/react-query';
import type { SchoolFeeRules } from '@core/contracts/fee-facts';
import { getJson } from './api-client';

/** GET /api/schools/{id}/fee-rules */
export const schoolFeeRulesQuery = (schoolId: number | undefined) =>
  queryOptions({
    queryKey: ['schools', schoolId, 'fee-rules'],
    queryFn: () => getJson<SchoolFeeRules>(`/api/schools/${schoolId}/fee-rules`),
    enabled: schoolId !== undefined,
  });
