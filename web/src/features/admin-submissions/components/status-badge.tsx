import { Badge } from '@web/components/ui/badge';

const LOOK: Record<string, { label: string; variant: 'warning' | 'success' | 'secondary' }> = {
  pending: { label: 'pending', variant: 'warning' },
  approved: { label: 'approved', variant: 'success' },
  rejected: { label: 'rejected', variant: 'secondary' },
};

/** SPEC §3: a submission's status is shown as it is ('pending'; other values raw). */
export function StatusBadge({ status }: { status: string }) {
  const look = LOOK[status] ?? { label: status, variant: 'secondary' as const };
  return <Badge variant={look.variant}>{look.label}</Badge>;
}
