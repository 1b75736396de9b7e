import { MAX_PICKED_ANONYMOUS, MAX_PICKED_SIGNED_IN } from '@core/contracts/discovery';
import type { ComparisonResponse } from '@core/contracts/schools';
import type { Sql } from '@db/client';
import { loadIndexSources } from '@db/queries/search-source';
import { buildSearchDocument } from '@search/document';
import { withFacts } from './comparison-facts';

/**
 * /comparison?ids=12,34,56: exactly the schools a parent picked, in their
 * order, with or without fees. Read from PostgreSQL through the search
 * document builder, like the school page: a shared link shows today's fees,
 * and at most 10 rows cost one set-based query. Anonymous callers see the
 * first 5 (SPEC §6's comparison limit), with `limited` when more were picked.
 */
export class PickedComparisonService {
  constructor(private readonly sql: Sql) {}

  async compare(ids: readonly number[], signedIn: boolean): Promise<ComparisonResponse> {
    const sources = await loadIndexSources(this.sql, ids);
    const byId = new Map(sources.map((source) => [source.id, source]));
    const found = ids.flatMap((id) => {
      const source = byId.get(id);
      return source ? [buildSearchDocument(source).school] : [];
    });
    const rows = signedIn ? MAX_PICKED_SIGNED_IN : MAX_PICKED_ANONYMOUS;
    const schools = await withFacts(this.sql, found.slice(0, rows));
    return {
      schools,
      total: found.length,
      limited: schools.length < found.length,
      page: 1,
      limit: rows,
    };
  }
}
