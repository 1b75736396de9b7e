import type { SubmissionStatus } from '@core/contracts/submission-review';

/**
 * The contract's status words (SUBMISSION_STATUS_LABELS), repeated here
 * because that module brings zod: the dashboard would load 33 KB more for
 * three words. status-labels.test.ts keeps the two the same.
 */
export const STATUS_LABELS: Record<SubmissionStatus, string> = {
  pending: 'Menunggu verifikasi',
  approved: 'Disetujui',
  rejected: 'Ditolak',
};
