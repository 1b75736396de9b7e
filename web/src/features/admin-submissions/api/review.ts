import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ApproveSubmissionInput,
  ApproveSubmissionResult,
  RejectSubmissionInput,
} from '@core/contracts/submission-review';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { sendJson } from '@web/lib/api-client';
import { SCHOOL_SUBMISSIONS_KEY } from '@web/lib/query-keys';

/** After a decision: the lists, and every public view of schools (page, cards, comparison). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SCHOOL_SUBMISSIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['schools'] }),
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
    ]);
}

/** POST /api/school-submissions/{id}/approve: the lines become the school's fees. */
export function useApproveSubmission(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ApproveSubmissionInput) =>
      sendJson<ApproveSubmissionResult>('POST', `/api/school-submissions/${id}/approve`, input),
    onSuccess: refresh,
  });
}

/** POST /api/school-submissions/{id}/reject with the reason the contributor reads. */
export function useRejectSubmission(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: RejectSubmissionInput) =>
      sendJson<SchoolSubmission>('POST', `/api/school-submissions/${id}/reject`, input),
    onSuccess: refresh,
  });
}
