import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SchoolListResponse } from '@core/contracts/schools';
import { getJson, withQuery } from '@web/lib/api-client';

/** whole names offered under the hero search while a parent types */
export const SUGGESTION_COUNT = 5;
/** fewer letters than this name too many schools to be worth offering */
export const SUGGESTION_MIN_LENGTH = 3;

/**
 * GET /api/schools?q&province&limit=5: the listing's own search (either
 * engine, prefixes completed), in the chosen province when there is one.
 */
export const nameSuggestionsQuery = (text: string, province: string | undefined) =>
  queryOptions({
    queryKey: ['schools', 'suggestions', text, province ?? null],
    queryFn: () =>
      getJson<SchoolListResponse>(
        withQuery('/api/schools', { q: text, province, limit: SUGGESTION_COUNT }),
      ),
    enabled: text.length >= SUGGESTION_MIN_LENGTH,
    staleTime: 60_000,
    // the previous names stay while the next arrive: the list does not flicker
    placeholderData: keepPreviousData,
  });
