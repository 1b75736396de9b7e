import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminAccount } from '@core/contracts/auth';
import { getJson, sendJson } from '@web/lib/api-client';

const ACCOUNTS_KEY = ['admin', 'accounts'] as const;

/** GET /api/admin/accounts?status=pending (site admins only) */
export const pendingAccountsQuery = () =>
  queryOptions({
    queryKey: [...ACCOUNTS_KEY, 'pending'] as const,
    queryFn: () => getJson<AdminAccount[]>('/api/admin/accounts?status=pending'),
  });

export function useDecideAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      sendJson<AdminAccount>('POST', `/api/admin/accounts/${id}/${decision}`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_KEY }),
  });
}
