import { queryOptions } from '@tanstack/react-query';
import type { SubmissionStatus } from '@core/contracts/submission-review';
import type { SchoolSubmission } from '@core/contracts/submissions';
import { apiRequest, getJson, withQuery } from '@web/lib/api-client';
import { SCHOOL_SUBMISSIONS_KEY } from '@web/lib/query-keys';

export type StatusFilter = SubmissionStatus | 'all';

/** GET /api/school-submissions?status= (site admins): newest first, with files. */
export const submissionsQuery = (status: StatusFilter = 'all') =>
  queryOptions({
    queryKey: [...SCHOOL_SUBMISSIONS_KEY, status],
    queryFn: () =>
      getJson<SchoolSubmission[]>(
        withQuery('/api/school-submissions', { status: status === 'all' ? undefined : status }),
      ),
  });

/**
 * The file itself, for the review dialog's viewer: the same download route,
 * read once per dialog (files never change) and forgotten a minute after the
 * viewer closes, so a 20 MB brochure does not stay in memory.
 */
export const submissionFileQuery = (submissionId: number, fileIndex: number) =>
  queryOptions({
    // apart from the list's key, so refreshing the list never downloads files again
    queryKey: ['submission-files', submissionId, fileIndex],
    queryFn: async () =>
      (await apiRequest('GET', `/api/objects/download/${submissionId}/${fileIndex}`)).blob(),
    staleTime: Infinity,
    gcTime: 60_000,
  });

/**
 * GET /api/objects/download/{submissionId}/{fileIndex} as a blob, saved by
 * the browser under the file's original name. A failure throws the api
 * client's error, whose body is the server's JSON `{ error }`.
 */
export async function downloadSubmissionFile(
  submissionId: number,
  fileIndex: number,
  fileName: string,
): Promise<void> {
  const response = await apiRequest('GET', `/api/objects/download/${submissionId}/${fileIndex}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // the click has handed the blob to the download; free it after this task
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
