import { SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '@core/contracts/submission-review';
import { Badge } from '@web/components/ui/badge';

const VARIANTS: Record<SubmissionStatus, 'warning' | 'success' | 'secondary'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'secondary',
};

/** A submission's status in words ('Menunggu verifikasi'); a value we do not know, as it is. */
export function StatusBadge({ status }: { status: string }) {
  const known = status in VARIANTS ? (status as SubmissionStatus) : null;
  return (
    <Badge variant={known ? VARIANTS[known] : 'secondary'}>
      {known ? SUBMISSION_STATUS_LABELS[known] : status}
    </Badge>
  );
}
