import type { QueryWord } from '../../query-words';
import { grow } from './fields';
import { passes, type CompiledFilter } from './filters';
import type { MemoryIndex } from './index';
import type { Ranker } from './ranking';
import { splitCandidates } from './split-words';

export interface Collected {
  /** candidate slots are touched[0 .. count); results have every `needed` bit in their mask */
  count: number;
  /** leading query words every result must have */
  needed: number;
  /** the query words matched: the parsed ones, or with one split in two */
  words: readonly QueryWord[];
  /** the index words each query word matches */
  terms: number[][];
}

/** a word whose postings are this many times the candidates is checked per candidate instead */
const SCAN_RATIO = 32;

/**
 * Finds the documents that have the query words. Per slot it keeps a bit per
 * query word found and the typos and exact words of its best match per word.
 * Scratch arrays are reused between queries, stamped with a query number
 * instead of cleared: safe because a query runs start to end without yielding.
 */
export class Collector {
  private epoch = 0;
  stamp = new Int32Array(0);
  mask = new Uint16Array(0);
  typos = new Uint8Array(0);
  exact = new Uint8Array(0);
  touched = new Int32Array(0);

  constructor(
    private readonly ix: MemoryIndex,
    private readonly ranker: Ranker,
  ) {}

  /**
   * Requires all words when some filtered document has them all. When none
   * has, every word gets one typo more (its second-try budget), then a word may
   * be read as two ('budimurni' as 'budi murni'); only then are words dropped
   * from the end until some document has the rest (Meilisearch's 'last'
   * matching strategy). Null when not even the first word matches.
   */
  collect(words: readonly QueryWord[], filter: CompiledFilter): Collected | null {
    const ix = this.ix;
    this.stamp = grow(this.stamp, ix.slotCount);
    this.mask = grow(this.mask, ix.slotCount);
    this.typos = grow(this.typos, ix.slotCount);
    this.exact = grow(this.exact, ix.slotCount);
    this.touched = grow(this.touched, ix.slotCount);
    const found = this.withAllWords(words, false, filter);
    if (found) return found;
    if (words.some((w) => w.retryTypos > w.maxTypos)) {
      const widened = this.withAllWords(words, true, filter);
      if (widened) return widened;
    }
    for (const split of splitCandidates(this.ix, words)) {
      const joined = this.withAllWords(split, true, filter);
      if (joined) return joined;
    }
    if (words.length === 1) return null;
    return this.leadingWords(words, this.terms.expand(words, true), filter);
  }

  private get terms() {
    return this.ranker.terms;
  }

  /** The candidates when some filtered slot has every word, else null. */
  private withAllWords(
    words: readonly QueryWord[],
    retry: boolean,
    filter: CompiledFilter,
  ): Collected | null {
    const terms = this.terms.expand(words, retry);
    const all = this.intersect(words.length, terms);
    const full = (1 << words.length) - 1;
    for (let i = 0; i < all; i++) {
      const s = this.touched[i]!;
      if (this.mask[s] === full && passes(this.ix, filter, s))
        return { count: all, needed: words.length, words, terms };
    }
    return null;
  }

  /** Sum of the posting list lengths of a query word's terms. */
  private size(terms: readonly number[]): number {
    let total = 0;
    for (const t of terms) {
      const range = this.ix.postingsOf(t);
      total += range.end - range.start + (range.extra?.length ?? 0);
    }
    return total;
  }

  /**
   * Slots with every word: the rarest word's slots are the candidates; the
   * other words are added from their postings while those are short, else
   * looked up in each candidate's own words.
   */
  private intersect(n: number, terms: number[][]): number {
    const sizes = terms.map((list) => this.size(list));
    const order = Array.from({ length: n }, (_, w) => w).sort((a, b) => sizes[a]! - sizes[b]!);
    const epoch = ++this.epoch;
    const count = this.union(order[0]!, terms[order[0]!]!, epoch, 0, true);
    let scan = 0;
    for (const w of order.slice(1)) {
      if (sizes[w]! <= count * SCAN_RATIO) this.union(w, terms[w]!, epoch, count, false);
      else scan |= 1 << w;
    }
    if (scan !== 0) {
      const known = ((1 << n) - 1) & ~scan;
      const { mask, typos, exact, touched } = this;
      for (let i = 0; i < count; i++) {
        const s = touched[i]!;
        if ((mask[s]! & known) !== known) continue;
        const found = this.ranker.findWords(s, scan);
        mask[s] = mask[s]! | found;
        typos[s] = typos[s]! + this.ranker.foundTypos;
        exact[s] = exact[s]! + this.ranker.foundExact;
      }
    }
    return count;
  }

  /** 'last' strategy: every slot with any word, then the longest run of leading words some slot has. */
  private leadingWords(
    words: readonly QueryWord[],
    terms: number[][],
    filter: CompiledFilter,
  ): Collected | null {
    const epoch = ++this.epoch;
    let count = 0;
    for (let w = 0; w < words.length; w++) count = this.union(w, terms[w]!, epoch, count, true);
    let best = 0;
    for (let i = 0; i < count; i++) {
      const s = this.touched[i]!;
      const k = leadingOnes(this.mask[s]!);
      if (k > best && passes(this.ix, filter, s)) best = k;
    }
    return best === 0 ? null : { count, needed: best, words, terms };
  }

  /** Adds query word w from its postings; new slots are taken in only when `grow` is set. */
  private union(w: number, terms: number[], epoch: number, count: number, add: boolean): number {
    for (const t of terms) {
      const info = this.terms.info(t, w);
      const range = this.ix.postingsOf(t);
      count = this.visit(this.ix.postings, range.start, range.end, w, info, epoch, count, add);
      if (range.extra)
        count = this.visit(range.extra, 0, range.extra.length, w, info, epoch, count, add);
    }
    return count;
  }

  private visit(
    list: ArrayLike<number>,
    start: number,
    end: number,
    w: number,
    info: number,
    epoch: number,
    count: number,
    add: boolean,
  ): number {
    const { stamp, mask, typos, exact, touched } = this;
    const alive = this.ix.alive;
    const bit = 1 << w;
    const typo = info & 3;
    const ex = (info >> 2) & 1;
    for (let p = start; p < end; p++) {
      const s = list[p]!;
      if (stamp[s] !== epoch) {
        if (!add || alive[s] === 0) continue;
        stamp[s] = epoch;
        mask[s] = bit;
        typos[s] = typo;
        exact[s] = ex;
        touched[count++] = s;
      } else if ((mask[s]! & bit) === 0) {
        // terms come best first: the first match of a word is its best
        mask[s] = mask[s]! | bit;
        typos[s] = typos[s]! + typo;
        exact[s] = exact[s]! + ex;
      }
    }
    return count;
  }
}

/** Number of consecutive set bits from bit 0. */
function leadingOnes(mask: number): number {
  let n = 0;
  while (mask & (1 << n)) n++;
  return n;
}
