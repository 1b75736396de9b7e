import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminFeeRule, FeeRuleInput } from '@core/contracts/fee-rules';
import { getJson, sendJson } from '@web/lib/api-client';

const RULES_KEY = ['admin', 'fee-rules'] as const;

/** GET /api/admin/fee-rules (site admins): every rule, retired ones last. */
export const feeRulesQuery = () =>
  queryOptions({
    queryKey: RULES_KEY,
    queryFn: () => getJson<AdminFeeRule[]>('/api/admin/fee-rules'),
    staleTime: 0,
  });

/** POST a new rule, or PUT a rule's facts (id given). */
export function useSaveFeeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rule }: { id: string | null; rule: FeeRuleInput }) =>
      id
        ? sendJson<AdminFeeRule>('PUT', `/api/admin/fee-rules/${id}`, rule)
        : sendJson<AdminFeeRule>('POST', '/api/admin/fee-rules', rule),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RULES_KEY }),
  });
}

/** Retire a rule (it stops applying), or bring it back. */
export function useRetireFeeRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, retired }: { id: string; retired: boolean }) =>
      sendJson<AdminFeeRule>(
        'POST',
        `/api/admin/fee-rules/${id}/${retired ? 'retire' : 'restore'}`,
        {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RULES_KEY }),
  });
}
