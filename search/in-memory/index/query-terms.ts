import { MAX_QUERY_WORDS, type QueryWord } from '../../query-words';
import { grow } from './fields';
import type { MemoryIndex } from './index';

const W = MAX_QUERY_WORDS;
/** termInfo bits: typos (0-1), exact (2), matched (3) */
export const EXACT = 4;
const MATCHED = 8;

/**
 * The index words each query word may match, with the typos and exactness of
 * each match. Per index word a bit per query word it matches; reused between
 * queries, stamped with a query number instead of cleared.
 */
export class QueryTerms {
  epoch = 0;
  termStamp = new Int32Array(0);
  termMask = new Uint16Array(0);
  termInfo = new Uint8Array(0);

  constructor(private readonly ix: MemoryIndex) {}

  /** typos (bits 0-1) and exact (bit 2) of a term for query word w */
  info(t: number, w: number): number {
    return this.termInfo[t * W + w]!;
  }

  /** whether the current query matches index word t at all */
  has(t: number): boolean {
    return this.termStamp[t] === this.epoch;
  }

  /**
   * The words each query word may match, best first (exact, then prefixes,
   * then by typos): the first match a slot gets for a word is its best one.
   * `retry` widens each word's typo budget to its second-try budget. Two
   * neighbouring words also match the word they make together ('budi murni'
   * finds 'Budimurni').
   */
  expand(words: readonly QueryWord[], retry = false): number[][] {
    const size = this.ix.dict.size;
    this.termStamp = grow(this.termStamp, size);
    this.termMask = grow(this.termMask, size);
    this.termInfo = grow(this.termInfo, size * W);
    const epoch = ++this.epoch;
    const lists = words.map((word, w) => {
      const terms: number[] = [];
      const widened = retry ? { ...word, maxTypos: word.retryTypos } : word;
      const penalty = word.penalty ?? 0;
      this.ix.dict.expand(widened, (t, typos, exact) =>
        this.add(terms, t, w, Math.min(typos + penalty, 3), exact && penalty === 0, epoch),
      );
      return terms;
    });
    for (let w = 0; w + 1 < words.length; w++) {
      const [a, b] = [words[w]!, words[w + 1]!];
      if (a.number || b.number) continue;
      const joined = this.ix.dict.get(a.text + b.text);
      if (joined === undefined) continue;
      this.add(lists[w]!, joined, w, 0, false, epoch);
      this.add(lists[w + 1]!, joined, w + 1, 0, false, epoch);
    }
    return lists.map((terms, w) => {
      const cost = (t: number) => {
        const info = this.termInfo[t * W + w]!;
        return (info & 3) * 2 + (info & EXACT ? 0 : 1);
      };
      return terms.sort((a, b) => cost(a) - cost(b));
    });
  }

  private add(
    terms: number[],
    t: number,
    w: number,
    typos: number,
    exact: boolean,
    epoch: number,
  ): void {
    const info = MATCHED | (exact ? EXACT : 0) | typos;
    if (this.termStamp[t] !== epoch) {
      this.termStamp[t] = epoch;
      this.termMask[t] = 0;
    }
    const at = t * W + w;
    if ((this.termMask[t]! & (1 << w)) === 0) {
      this.termMask[t] = this.termMask[t]! | (1 << w);
      this.termInfo[at] = info;
      terms.push(t);
    } else {
      const old = this.termInfo[at]!;
      this.termInfo[at] = MATCHED | ((old | info) & EXACT) | Math.min(old & 3, typos);
    }
  }
}
