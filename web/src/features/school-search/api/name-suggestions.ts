import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SchoolListResponse } from '@core/contracts/schools';
import { getJson, withQuery } from '@web/lib/api-client';

/** whole names offered under the hero search while a parent types */
const SUGGESTION_COUNT = 5;
/** fewer letters than this name too many schools to be worth offering */
export const SUGGESTION_MIN_LENGTH = 3;

/** The area a parent has chosen (slugs or codes, as the listing takes them). */
export interface SuggestionArea {
  province?: string;
  city?: string;
}

/**
 * GET /api/schools?q&province&city&limit=5: the listing's own search (either
 * engine, prefixes completed), in the chosen area when there is one.
 */
export const nameSuggestionsQuery = (text: string, area: SuggestionArea) =>
  queryOptions({
    queryKey: ['schools', 'suggestions', text, area.province ?? null, area.city ?? null],
    queryFn: () =>
      getJson<SchoolListResponse>(
        withQuery('/api/schools', {
          q: text,
          province: area.province,
          city: area.province ? area.city : undefined,
          limit: SUGGESTION_COUNT,
        }),
      ),
    enabled: text.length >= SUGGESTION_MIN_LENGTH,
    staleTime: 60_000,
    // the previous names stay while the next arrive: the list does not flicker
    placeholderData: keepPreviousData,
  });
