import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnSubmission } from '@core/contracts/resubmissions';
import type { SubmissionPayload } from '@core/contracts/submissions';
import { getJson, sendJson } from '@web/lib/api-client';
import { SCHOOL_SUBMISSIONS_KEY } from '@web/lib/query-keys';

/** GET /api/me/submissions/{id}: one of the parent's own contributions, to correct it. */
const ownSubmissionQuery = (id: string) =>
  queryOptions({
    queryKey: [...SCHOOL_SUBMISSIONS_KEY, 'own', id],
    queryFn: () => getJson<OwnSubmission>(`/api/me/submissions/${id}`),
    staleTime: 0,
  });

const isId = (value: string | null): value is string => !!value && /^[1-9][0-9]{0,15}$/.test(value);

/** The contribution ?resend= names, when it is an id (signed-in users only). */
export function useOwnSubmission(id: string | null, enabled: boolean) {
  const query = useQuery({
    ...ownSubmissionQuery(isId(id) ? id : '0'),
    enabled: enabled && isId(id),
  });
  return {
    /** the link names a contribution to correct */
    asked: id !== null,
    pending: isId(id) && enabled && query.isPending && query.fetchStatus !== 'idle',
    submission: query.data,
    failed: id !== null && (!isId(id) || query.isError),
  };
}

/** POST /api/me/submissions/{id}/resend: the corrected contribution, with the files it gains. */
export function resendSubmission(id: number, payload: SubmissionPayload): Promise<OwnSubmission> {
  return sendJson<OwnSubmission>('POST', `/api/me/submissions/${id}/resend`, payload);
}
