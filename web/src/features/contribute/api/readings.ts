import { useQueries } from '@tanstack/react-query';
import type { UploadReading } from '@core/contracts/readings';
import { getJson } from '@web/lib/api-client';

/** How often the form asks for a reading still in progress. */
const READING_POLL_MS = 1000;

/**
 * GET /api/objects/uploads/{uploadId}/reading for each finished upload,
 * asked again every second while the worker reads it.
 */
export function useReadings(uploadIds: readonly string[]) {
  return useQueries({
    queries: uploadIds.map((uploadId) => ({
      queryKey: ['upload-reading', uploadId],
      queryFn: () => getJson<UploadReading>(`/api/objects/uploads/${uploadId}/reading`),
      refetchInterval: (query: { state: { data?: UploadReading } }) =>
        query.state.data?.status === 'pending' || !query.state.data ? READING_POLL_MS : false,
    })),
    combine: (results) => uploadIds.map((uploadId, i) => ({ uploadId, reading: results[i]?.data })),
  });
}
