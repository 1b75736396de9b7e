import type { SearchQuery } from '@core/contracts/search';
import { parseQuery } from '../../query-words';
import { Collector, type Collected } from './collect';
import { FacetCounter, type FacetCounts } from './facets';
import { compareText, POPULARITY_RANGE } from './fields';
import { compileFilter, passes, type CompiledFilter } from './filters';
import type { MemoryIndex } from './index';
import { Ranker } from './ranking';
import { KeyCutoff, TopK } from './top-k';

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
    const filter = compileFilter(ix, query.filters);
    const offset = Math.max(0, query.offset ?? 0);
    const limit = Math.max(0, query.limit ?? 20);
    const words = parseQuery(query.text ?? '');
    const facets = new FacetCounter(ix, query.facets ?? []);
    if (filter.impossible) return { ids: [], total: 0, facets: facets.result() };
    const top = new TopK(offset + limit, this.tieBreak(query.sort));
    let total: number;
    if (words.length === 0) {
      total = this.rankListing(top, query.sort, filter, facets);
    } else {
      const collected = this.collector.collect(words, filter);
      if (collected === null) return { ids: [], total: 0, facets: facets.result() };
      this.ranker.prepare(collected.needed, collected.terms, collected.words);
      total = this.rankText(top, query.sort, collected, filter, facets);
    }
    const ids = top
      .sorted()
      .slice(offset)
      .map((s) => ix.ids[s]!);
    return { ids, total, facets: facets.result() };
  }

  /** Key the order puts first: newest, A-Z (as a negated rank), or the relevance key. */
  private primary(sort: SearchQuery['sort'], s: number, rank: number): number {
    if (sort === 'recent') return this.ix.createdAt[s]!;
    if (sort === 'name') return -this.ix.nameRank[s]!;
    return rank;
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
    if (sort === 'recent' || sort === 'name') {
      for (let s = 0; s < ix.slotCount; s++) {
        if (alive[s] === 0 || !passes(ix, filter, s)) continue;
        total++;
        if (counting) facets.count(s);
        const primary = this.primary(sort, s, 0);
        // A-Z: equal ranks (names added since the load) are settled by the names themselves
        const secondary = sort === 'name' ? 0 : popularity[s]!;
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
    if (sort === 'recent' || sort === 'name') {
      for (let i = 0; i < collected.count; i++) {
        const s = touched[i]!;
        if ((mask[s]! & need) !== need || !passes(ix, filter, s)) continue;
        total++;
        if (counting) facets.count(s);
        const primary = this.primary(sort, s, 0);
        if (!top.accepts(s, primary, Number.POSITIVE_INFINITY)) continue;
        const rank = ranker.score(s) * POPULARITY_RANGE + popularity[s]!;
        // A-Z: equal ranks (names added since the load) are settled by the names themselves
        const secondary = sort === 'name' ? 0 : rank;
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

  private tieBreak(sort: SearchQuery['sort']): (a: number, b: number) => number {
    const ix = this.ix;
    if (sort === 'name')
      return (a, b) =>
        compareText(ix.names[a]!.toLowerCase(), ix.names[b]!.toLowerCase()) ||
        ix.ids[a]! - ix.ids[b]!;
    return (a, b) => ix.ids[a]! - ix.ids[b]!;
  }
}
