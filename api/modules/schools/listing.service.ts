import {
  ANONYMOUS_COMPARISON_ROWS,
  COMPARISON_LIMIT,
  type ComparisonQuery,
  type ComparisonResponse,
  type SchoolListQuery,
  type SchoolListResponse,
  type SchoolSummary,
} from '@core/contracts/schools';
import type { SearchEngine } from '@search/engine';
import { cached } from '../../http/cached';
import type { RegionDirectory } from '../regions/region-directory';
import { locationFilters } from './location-filter';

export const RECENT_SCHOOLS = 6;

/** Listings, the comparison and 'Sekolah Terbaru': all served by the search index. */
export class ListingService {
  private readonly recentCache;

  constructor(
    private readonly search: SearchEngine,
    private readonly directory: RegionDirectory,
  ) {
    // the home page asks for this on every visit; a minute old is fresh enough
    this.recentCache = cached(() => this.loadRecent(), 60_000);
  }

  async list(query: SchoolListQuery): Promise<SchoolListResponse> {
    const empty = { schools: [], total: 0, page: query.page, limit: query.limit };
    const location = await locationFilters(this.directory, query.province, query.city);
    if (!location) return empty;
    const result = await this.search.search({
      text: query.q,
      filters: {
        ...location,
        educationLevel: query.level,
        curriculum: query.curriculum,
        minCost: query.minCost,
        maxCost: query.maxCost,
      },
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
    });
    return {
      schools: result.hits.map((hit) => hit.school),
      total: result.total,
      page: query.page,
      limit: query.limit,
    };
  }

  /**
   * Schools with fees only. Anonymous callers get the first rows only (SPEC §6:
   * 5), with the true total so the page can offer 'Lihat Semua N Sekolah'.
   */
  async comparison(query: ComparisonQuery, signedIn: boolean): Promise<ComparisonResponse> {
    const requested = query.limit ?? COMPARISON_LIMIT;
    const rows = signedIn ? requested : Math.min(requested, ANONYMOUS_COMPARISON_ROWS);
    const location = await locationFilters(this.directory, query.provinceId, query.cityId);
    if (!location) return { schools: [], total: 0, limited: false };
    const result = await this.search.search({
      text: query.search,
      filters: { ...location, educationLevel: query.educationLevel, hasFees: true },
      sort: query.search ? 'relevance' : 'name',
      limit: rows,
    });
    const schools = result.hits.map((hit) => hit.school);
    return {
      schools,
      total: result.total,
      limited: !signedIn && schools.length < Math.min(requested, result.total),
    };
  }

  recent(): Promise<SchoolSummary[]> {
    return this.recentCache.get();
  }

  /** Newest schools, those with fees first (a card without fees says little). */
  private async loadRecent(): Promise<SchoolSummary[]> {
    const withFees = await this.search.search({
      filters: { hasFees: true },
      sort: 'recent',
      limit: RECENT_SCHOOLS,
    });
    const schools = withFees.hits.map((hit) => hit.school);
    if (schools.length < RECENT_SCHOOLS) {
      const others = await this.search.search({
        filters: { hasFees: false },
        sort: 'recent',
        limit: RECENT_SCHOOLS - schools.length,
      });
      schools.push(...others.hits.map((hit) => hit.school));
    }
    return schools;
  }
}
