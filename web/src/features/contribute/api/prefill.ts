import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContributePrefill } from '@core/contracts/my-contributions';
import { getJson, withQuery } from '@web/lib/api-client';

/** GET /api/contribute/prefill?schoolId= | ?requestId=: the school's name, levels and city. */
const contributePrefillQuery = (link: { schoolId?: string; requestId?: string }) =>
  queryOptions({
    queryKey: ['contribute', 'prefill', link.schoolId ?? null, link.requestId ?? null],
    queryFn: () => getJson<ContributePrefill>(withQuery('/api/contribute/prefill', link)),
  });

const isId = (value: string | null): value is string => !!value && /^[1-9][0-9]{0,15}$/.test(value);

/**
 * What a link to /contribute fills in (?schoolId= from the school page,
 * ?requestId= from a school request): `pending` while it loads. A malformed
 * or unknown id, or a request of someone else, leaves the form empty.
 */
export function useContributePrefill(params: {
  schoolId: string | null;
  requestId: string | null;
  enabled: boolean;
}) {
  const link = isId(params.schoolId)
    ? { schoolId: params.schoolId }
    : isId(params.requestId)
      ? { requestId: params.requestId }
      : null;
  const prefill = useQuery({
    ...contributePrefillQuery(link ?? {}),
    enabled: params.enabled && link !== null,
  });
  return {
    pending: link !== null && prefill.isPending && prefill.fetchStatus !== 'idle',
    /** the school the link named (the school page's 'Kirim data biaya') */
    schoolId: prefill.data?.schoolId ?? null,
    values: prefill.data
      ? {
          schoolName: prefill.data.schoolName,
          cityName: prefill.data.cityName,
          educationLevels: [...prefill.data.educationLevels],
        }
      : undefined,
  };
}
