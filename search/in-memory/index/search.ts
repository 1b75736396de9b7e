import type { LocateQuery, SearchQuery } from '@core/contracts/search';
import { parseQuery } from '../../query-words';
import { Collector, type Collected } from './collect';
import { FacetCounter, type FacetCounts } from './facets';
import { compareText, POPULARITY_RANGE } from './fields';
import { chord2, compileFilter, passes, type CompiledFilter } from './filters';
import type { MemoryIndex } from './index';
import { Ranker } from './ranking';
import { KeyCutoff, TopK } from './top-k';

export interface MemoryLocated {
  ids: number[];
  lat: number[];
  lng: number[];
}

export interface MemoryResult {
  ids: number[];
  total: number;
  facets: FacetCounts;
}

/**
 * Runs queries against one MemoryIndex: find the matching slots (all live
 * slots for a listing, the collector's for text), count facets over them, then
 * keep the best `offset + limit` by the requested order.
 */
export class Searcher {
  private readonly ranker: Ranker;
  private readonly collector: Collector;

  constructor(private readonly ix: MemoryIndex) {
    this.ranker = new Ranker(ix);
    this.collector = new Collector(ix, this.ranker);
  }

  search(query: SearchQuery): MemoryResult {
    const ix = this.ix;
    const filter = compileFilter(ix, query.filters, {
      origin: query.origin,
      positioned: query.sort === 'distance',
    });
    // without an origin there is no distance to order by: relevance instead
    const sort = query.sort === 'distance' && !query.origin ? 'relevance' : query.sort;
    const offset = Math.max(0, query.offset ?? 0);
    const limit = Math.max(0, query.limit ?? 20);
    const words = parseQuery(query.text ?? '');
    const facets = new FacetCounter(ix, query.facets ?? []);
    if (filter.impossible) return { ids: [], total: 0, facets: facets.result() };
    const top = new TopK(offset + limit, this.tieBreak(sort));
    let total: number;
    if (words.length === 0) {
      total =
        sort === 'distance'
          ? this.rankByDistance(top, filter, facets)
          : this.rankListing(top, sort, filter, facets);
    } else {
      const collected = this.collector.collect(words, filter);
      if (collected === null) return { ids: [], total: 0, facets: facets.result() };
      this.ranker.prepare(collected.needed, collected.terms, collected.words);
      total = this.rankText(top, sort, collected, filter, facets);
    }
    const ids = top
      .sorted()
      .slice(offset)
      .map((s) => ix.ids[s]!);
    return { ids, total, facets: facets.result() };
  }

  /**
   * Key an explicit order puts first (larger first): newest change, A-Z as a
   * negated rank, an amount (negated for cheapest first; none ranks last in
   * both directions), the negated squared chord to the origin; or the
   * relevance key.
   */
  private primary(sort: SearchQuery['sort'], f: CompiledFilter, s: number, rank: number): number {
    const ix = this.ix;
    switch (sort) {
      case 'recent':
        return ix.updatedAt[s]!;
      case 'name':
        return -ix.nameRank[s]!;
      case 'cost_asc':
        return amountKey(ix.totalCost[s]!, -1);
      case 'cost_desc':
        return amountKey(ix.totalCost[s]!, 1);
      case 'spp_asc':
        return amountKey(ix.monthlySpp[s]!, -1);
      case 'spp_desc':
        return amountKey(ix.monthlySpp[s]!, 1);
      case 'fees_recent':
        return amountKey(ix.feesChangedAt[s]!, 1);
      case 'distance':
        // the distance order always filters on position: passes() has just measured this slot
        return -(f.positioned ? f.lastChord2 : chord2(ix, f, s));
      default:
        return rank;
    }
  }

  /**
   * A listing by distance: every live slot with a position within the radius
   * that passes the other filters; returns how many. The chord is measured
   * inline first, so a school without a position or beyond the radius costs
   * three subtractions and no filter call.
   */
  private rankByDistance(top: TopK, filter: CompiledFilter, facets: FacetCounter): number {
    const ix = this.ix;
    const { alive, geoX, geoY, geoZ } = ix;
    const { ox, oy, oz, maxChord2 } = filter;
    const rest: CompiledFilter = { ...filter, positioned: false, any: filter.anyButPosition };
    const counting = facets.counting;
    let total = 0;
    for (let s = 0; s < ix.slotCount; s++) {
      if (alive[s] === 0) continue;
      const dx = geoX[s]! - ox;
      const dy = geoY[s]! - oy;
      const dz = geoZ[s]! - oz;
      const c2 = dx * dx + dy * dy + dz * dz;
      // NaN (no position) fails too
      if (!(c2 <= maxChord2)) continue;
      if (rest.any && !passes(ix, rest, s)) continue;
      total++;
      if (counting) facets.count(s);
      if (top.accepts(s, -c2, 0)) top.offer(s, -c2, 0);
    }
    return total;
  }

  /** Every live slot that passes the filter; returns how many. */
  private rankListing(
    top: TopK,
    sort: SearchQuery['sort'],
    filter: CompiledFilter,
    facets: FacetCounter,
  ): number {
    const ix = this.ix;
    const { popularity, ids, alive } = ix;
    const counting = facets.counting;
    let total = 0;
    if (explicit(sort)) {
      for (let s = 0; s < ix.slotCount; s++) {
        if (alive[s] === 0 || !passes(ix, filter, s)) continue;
        total++;
        if (counting) facets.count(s);
        const primary = this.primary(sort, filter, s, 0);
        // A-Z: equal ranks (names added since the load) are settled by the names themselves;
        // newest: equal times by the school added last (the tie function)
        const secondary =
          sort === 'name' || sort === 'recent'
            ? 0
            : sort === 'fees_recent'
              ? ix.feeFacts[s]! * POPULARITY_RANGE + popularity[s]!
              : popularity[s]!;
        if (top.accepts(s, primary, secondary)) top.offer(s, primary, secondary);
      }
      return total;
    }
    // by popularity, then id: once the list is full, a slot must beat its last entry
    const cutoff = new KeyCutoff(top, ids);
    for (let s = 0; s < ix.slotCount; s++) {
      if (alive[s] === 0 || !passes(ix, filter, s)) continue;
      total++;
      if (counting) facets.count(s);
      const key = popularity[s]!;
      if (!cutoff.excludes(key, s)) cutoff.offer(s, key);
    }
    return total;
  }

  /**
   * The collected slots that have the required words and pass the filter;
   * returns how many. Scores only slots that can still get in: by relevance, a
   * slot's upper bound (from the typos and exact words the collector summed)
   * must reach the last kept entry, which for a broad query such as 'sd' skips
   * nearly every slot.
   */
  private rankText(
    top: TopK,
    sort: SearchQuery['sort'],
    collected: Collected,
    filter: CompiledFilter,
    facets: FacetCounter,
  ): number {
    const ix = this.ix;
    const { popularity, ids } = ix;
    const { typos, exact, touched, mask } = this.collector;
    const need = (1 << collected.needed) - 1;
    const ranker = this.ranker;
    const counting = facets.counting;
    let total = 0;
    if (explicit(sort)) {
      for (let i = 0; i < collected.count; i++) {
        const s = touched[i]!;
        if ((mask[s]! & need) !== need || !passes(ix, filter, s)) continue;
        total++;
        if (counting) facets.count(s);
        const primary = this.primary(sort, filter, s, 0);
        if (!top.accepts(s, primary, Number.POSITIVE_INFINITY)) continue;
        const rank =
          sort === 'fees_recent'
            ? ix.feeFacts[s]! * POPULARITY_RANGE + popularity[s]!
            : ranker.score(s) * POPULARITY_RANGE + popularity[s]!;
        // A-Z: equal ranks (names added since the load) are settled by the names themselves
        const secondary = sort === 'name' || sort === 'recent' ? 0 : rank;
        if (top.accepts(s, primary, secondary)) top.offer(s, primary, secondary);
      }
      return total;
    }
    // the bounds add up typos of every word, dropped ones too: exact only when none is dropped
    const prune = collected.needed === collected.words.length;
    const bounds = ranker.boundTable();
    const cutoff = new KeyCutoff(top, ids);
    for (let i = 0; i < collected.count; i++) {
      const s = touched[i]!;
      if ((mask[s]! & need) !== need || !passes(ix, filter, s)) continue;
      total++;
      if (counting) facets.count(s);
      if (prune) {
        const start = ranker.startBound(s);
        const short = ranker.shortness(s);
        const row = (typos[s]! * 16 + exact[s]!) * 3 + start;
        const bound = bounds[row]! + short * POPULARITY_RANGE + popularity[s]!;
        if (cutoff.excludes(bound, s)) continue;
      }
      cutoff.offer(s, ranker.score(s) * POPULARITY_RANGE + popularity[s]!);
    }
    return total;
  }

  /**
   * Every matching slot with a position (the filter's box, if any): the map
   * asks for all of them, so nothing is ranked and nothing is capped.
   */
  locate(query: LocateQuery): MemoryLocated {
    const ix = this.ix;
    const filter = compileFilter(ix, query.filters, { origin: query.origin });
    const none: MemoryLocated = { ids: [], lat: [], lng: [] };
    if (filter.impossible) return none;
    const out: MemoryLocated = { ids: [], lat: [], lng: [] };
    const take = (s: number) => {
      const lat = ix.lat[s]!;
      // NaN: no trusted position
      if (lat !== lat) return;
      out.ids.push(ix.ids[s]!);
      out.lat.push(lat);
      out.lng.push(ix.lng[s]!);
    };
    const words = parseQuery(query.text ?? '');
    if (words.length === 0) {
      for (let s = 0; s < ix.slotCount; s++)
        if (ix.alive[s] !== 0 && passes(ix, filter, s)) take(s);
      return out;
    }
    const collected = this.collector.collect(words, filter);
    if (collected === null) return none;
    const { touched, mask } = this.collector;
    const need = (1 << collected.needed) - 1;
    for (let i = 0; i < collected.count; i++) {
      const s = touched[i]!;
      if ((mask[s]! & need) === need && passes(ix, filter, s)) take(s);
    }
    return out;
  }

  private tieBreak(sort: SearchQuery['sort']): (a: number, b: number) => number {
    const ix = this.ix;
    if (sort === 'name')
      return (a, b) =>
        compareText(ix.names[a]!.toLowerCase(), ix.names[b]!.toLowerCase()) ||
        ix.ids[a]! - ix.ids[b]!;
    // the newest change first; among equal times (one import) the school added last
    if (sort === 'recent') return (a, b) => ix.ids[b]! - ix.ids[a]!;
    return (a, b) => ix.ids[a]! - ix.ids[b]!;
  }
}

/** An order other than relevance. */
function explicit(sort: SearchQuery['sort']): boolean {
  return sort !== undefined && sort !== 'relevance';
}

/** An amount as a key, larger first: sign -1 puts the cheapest first; none (NaN) ranks last. */
function amountKey(amount: number, sign: 1 | -1): number {
  return amount === amount ? sign * amount : Number.NEGATIVE_INFINITY;
}
