import type { SearchQuery } from '@core/contracts/search';
import { parseQuery } from '../../query-words';
import { Collector } from './collect';
import { FacetCounter, type FacetCounts } from './facets';
import { grow, POPULARITY_RANGE } from './fields';
import { compileFilter, passes } from './filters';
import { compareText, type MemoryIndex } from './index';
import { Ranker } from './ranking';
import { TopK } from './top-k';

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
  private results = new Int32Array(0);

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
    this.results = grow(this.results, ix.slotCount);
    const results = this.results;
    const top = new TopK(offset + limit, this.tieBreak(query.sort));
    let n = 0;

    if (words.length === 0) {
      for (let s = 0; s < ix.slotCount; s++)
        if (ix.alive[s] === 1 && passes(ix, filter, s)) results[n++] = s;
      facets.countAll(results, n);
      this.rankListing(top, query.sort, n);
    } else {
      const collected = this.collector.collect(words, filter);
      if (collected === null) return { ids: [], total: 0, facets: facets.result() };
      const need = (1 << collected.needed) - 1;
      const { touched, mask } = this.collector;
      for (let i = 0; i < collected.count; i++) {
        const s = touched[i]!;
        if ((mask[s]! & need) === need && passes(ix, filter, s)) results[n++] = s;
      }
      facets.countAll(results, n);
      this.ranker.prepare(collected.needed, collected.terms);
      // the bounds add up typos of every word, dropped ones too: exact only when none is dropped
      this.rankText(top, query.sort, n, collected.needed === words.length);
    }
    const ids = top
      .sorted()
      .slice(offset)
      .map((s) => ix.ids[s]!);
    return { ids, total: n, facets: facets.result() };
  }

  /** Key the order puts first: newest, A-Z (as a negated rank), or the relevance key. */
  private primary(sort: SearchQuery['sort'], s: number, rank: number): number {
    if (sort === 'recent') return this.ix.createdAt[s]!;
    if (sort === 'name') return -this.ix.nameRank[s]!;
    return rank;
  }

  private rankListing(top: TopK, sort: SearchQuery['sort'], n: number): void {
    const { popularity, ids } = this.ix;
    const results = this.results;
    if (sort === 'recent' || sort === 'name') {
      for (let i = 0; i < n; i++) {
        const s = results[i]!;
        const primary = this.primary(sort, s, 0);
        // A-Z: equal ranks (names added since the load) are settled by the names themselves
        const secondary = sort === 'name' ? 0 : popularity[s]!;
        if (top.accepts(s, primary, secondary)) top.offer(s, primary, secondary);
      }
      return;
    }
    // by popularity, then id: once the list is full, a slot must beat its last entry
    let worstKey = Number.NEGATIVE_INFINITY;
    let worstId = Number.POSITIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      const s = results[i]!;
      const key = popularity[s]!;
      if (key < worstKey || (key === worstKey && ids[s]! > worstId)) continue;
      if (!top.accepts(s, key, 0)) continue;
      top.offer(s, key, 0);
      if (top.full()) {
        worstKey = top.worstPrimary();
        worstId = ids[top.worstSlot()]!;
      }
    }
  }

  /**
   * Scores only slots that can still get in. By relevance, a slot's upper bound
   * (from the typos and exact words the collector summed) must reach the last
   * kept entry: for a broad query such as 'sd' that skips nearly every slot.
   */
  private rankText(top: TopK, sort: SearchQuery['sort'], n: number, prune: boolean): void {
    const { popularity, ids, nameLength } = this.ix;
    const { typos, exact } = this.collector;
    const results = this.results;
    const ranker = this.ranker;
    if (sort === 'recent' || sort === 'name') {
      for (let i = 0; i < n; i++) {
        const s = results[i]!;
        const primary = this.primary(sort, s, 0);
        if (!top.accepts(s, primary, Number.POSITIVE_INFINITY)) continue;
        const rank = ranker.score(s) * POPULARITY_RANGE + popularity[s]!;
        // A-Z: equal ranks (names added since the load) are settled by the names themselves
        const secondary = sort === 'name' ? 0 : rank;
        if (top.accepts(s, primary, secondary)) top.offer(s, primary, secondary);
      }
      return;
    }
    const bounds = ranker.boundTable();
    const words = ranker.wordCount;
    let worstKey = Number.NEGATIVE_INFINITY;
    let worstId = Number.POSITIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      const s = results[i]!;
      if (prune) {
        const whole = nameLength[s] === words ? 1 : 0;
        const bound = bounds[(typos[s]! * 16 + exact[s]!) * 2 + whole]! + popularity[s]!;
        if (bound < worstKey || (bound === worstKey && ids[s]! > worstId)) continue;
      }
      const key = ranker.score(s) * POPULARITY_RANGE + popularity[s]!;
      if (!top.accepts(s, key, 0)) continue;
      top.offer(s, key, 0);
      if (top.full()) {
        worstKey = top.worstPrimary();
        worstId = ids[top.worstSlot()]!;
      }
    }
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
