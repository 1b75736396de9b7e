import {
  type ComparisonResponse,
  type SchoolListResponse,
  type SchoolSummary,
} from '@core/contracts/schools';
import {
  ANONYMOUS_COMPARISON_ROWS,
  COMPARISON_LIMIT,
  type ComparisonQuery,
  type SchoolListQuery,
} from '@core/contracts/school-queries';
import type { SearchEngine } from '@search/engine';
import { cached } from '../../http/cached';
import type { RegionDirectory } from '../regions/region-directory';
import { discoverySearch, levelFilter, listedSchool } from './discovery-query';
import { locationFilters } from './location-filter';
import { withFacts } from './comparison-facts';
import type { Db } from '@db/client';

const RECENT_SCHOOLS = 6;

/** Listings, the comparison and 'Sekolah Terbaru': all served by the search index. */
export class ListingService {
  private readonly recentCache;

  constructor(
    private readonly search: SearchEngine,
    private readonly directory: RegionDirectory,
    private readonly sql: Db,
  ) {
    // the home page asks for this on every visit; a minute old is fresh enough
    this.recentCache = cached(() => this.loadRecent(), 60_000);
  }

  async list(query: SchoolListQuery): Promise<SchoolListResponse> {
    const empty = { schools: [], total: 0, page: query.page, limit: query.limit };
    const location = await locationFilters(this.directory, query.province, query.city);
    if (!location) return empty;
    const { filters, sort, origin } = discoverySearch(query);
    const result = await this.search.search({
      text: query.q,
      filters: { ...filters, ...location },
      sort,
      origin,
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return {
      schools: result.hits.map((hit) => listedSchool(hit, origin)),
      total: result.total,
      page: query.page,
      limit: query.limit,
    };
  }

  /**
   * Schools with fees only, in the column order asked for (default: total
   * initial cost, cheapest first). Anonymous callers get the first rows only
   * (SPEC §6: 5) of the first page, with the true total so the page can offer
   * 'Lihat Semua N Sekolah'; signed-in callers page through all of them.
   */
  async comparison(query: ComparisonQuery, signedIn: boolean): Promise<ComparisonResponse> {
    const requested = query.limit ?? COMPARISON_LIMIT;
    const rows = signedIn ? requested : Math.min(requested, ANONYMOUS_COMPARISON_ROWS);
    const page = signedIn ? (query.page ?? 1) : 1;
    const empty = { schools: [], total: 0, limited: false, page, limit: rows };
    const location = await locationFilters(this.directory, query.provinceId, query.cityId);
    if (!location) return empty;
    const result = await this.search.search({
      text: query.search,
      filters: { ...location, educationLevel: levelFilter(query.educationLevel), hasFees: true },
      sort: query.sort ?? 'cost_asc',
      offset: (page - 1) * rows,
      limit: rows,
    });
    const schools = await withFacts(
      this.sql,
      result.hits.map((hit) => hit.school),
    );
    return {
      schools,
      total: result.total,
      limited: !signedIn && schools.length < Math.min(requested, result.total),
      page,
      limit: rows,
    };
  }

  recent(): Promise<SchoolSummary[]> {
    return this.recentCache.get();
  }

  /** The schools whose fee facts changed last (any provenance), then those stating the most. */
  private async loadRecent(): Promise<SchoolSummary[]> {
    const recent = await this.search.search({ sort: 'fees_recent', limit: RECENT_SCHOOLS });
    return recent.hits.map((hit) => hit.school);
  }
}
