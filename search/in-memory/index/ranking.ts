import { MAX_QUERY_WORDS, type QueryWord } from '../../query-words';
import { ATTR_LOCATION, ATTR_NAME, grow, POPULARITY_RANGE } from './fields';
import type { MemoryIndex } from './index';

const W = MAX_QUERY_WORDS;
const MATCHED = 8;
const EXACT = 4;
/** distance counted between two words in different attributes (and the cap) */
const FAR = 8;

/**
 * Ranking like Meilisearch, for documents that have the required words:
 * fewest typos, then closest words (proximity), then where the words are (name
 * before location), then place words of the query found in the location (a
 * city or district named in the query ranks schools there first), then
 * exactness (words typed in full and without typos; the whole name typed).
 * Popularity and the requested sort are applied by the caller.
 */
export class Ranker {
  private epoch = 0;
  private termStamp = new Int32Array(0);
  private termMask = new Uint16Array(0);
  private termInfo = new Uint8Array(0);
  private n = 0;
  private need = 0;
  private allWords = 0;
  /** place words of the query that some matching word could satisfy */
  private placeWords = 0;
  private readonly typos = new Int32Array(W);
  private readonly attrs = new Int32Array(W);
  private readonly exact = new Int32Array(W);
  private readonly posCount = new Int32Array(W);
  private readonly positions = new Int32Array(W * 4);

  constructor(private readonly ix: MemoryIndex) {}

  /**
   * The words each query word may match, best first (exact, then prefixes,
   * then by typos): the first match a slot gets for a word is its best one.
   */
  expand(words: readonly QueryWord[]): number[][] {
    const size = this.ix.dict.size;
    this.termStamp = grow(this.termStamp, size);
    this.termMask = grow(this.termMask, size);
    this.termInfo = grow(this.termInfo, size * W);
    const epoch = ++this.epoch;
    this.allWords = words.length;
    return words.map((word, w) => {
      const terms: number[] = [];
      this.ix.dict.expand(word, (t, typos, exact) => {
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
      });
      const cost = (t: number) => {
        const info = this.termInfo[t * W + w]!;
        return (info & 3) * 2 + (info & EXACT ? 0 : 1);
      };
      return terms.sort((a, b) => cost(a) - cost(b));
    });
  }

  /** typos (bits 0-1) and exact (bit 2) of a term for query word w */
  info(t: number, w: number): number {
    return this.termInfo[t * W + w]!;
  }

  /** Scores count only the first `count` words (the rest were dropped). */
  prepare(count: number, termsByWord: readonly number[][]): void {
    this.n = count;
    this.need = (1 << count) - 1;
    let places = 0;
    for (let w = 0; w < count; w++)
      if (termsByWord[w]!.some((t) => this.ix.placeTerm[t] === 1 && this.info(t, w) & EXACT))
        places++;
    this.placeWords = places;
  }

  get wordCount(): number {
    return this.n;
  }

  /**
   * The best key (relevance times POPULARITY_RANGE) a slot could get given the
   * typos and exact words the collector summed for it and whether its name has
   * as many words as the query: words adjacent, all in the name, every place
   * word in the location. Indexed by (typos * 16 + exact) * 2 + sameLength.
   */
  boundTable(): Float64Array {
    const table = new Float64Array(32 * 16 * 2);
    for (let typos = 0; typos < 32; typos++)
      for (let exact = 0; exact < 16; exact++)
        for (let same = 0; same < 2; same++) {
          const wholeName = same === 1 && this.n === this.allWords ? 1 : 0;
          const relevance = pack(typos, this.n - 1, 0, this.placeWords, exact * 2 + wholeName);
          table[(typos * 16 + exact) * 2 + same] = relevance * POPULARITY_RANGE;
        }
    return table;
  }

  /** typos of the best matches of the words `findWords` found */
  foundTypos = 0;
  /** how many of the words `findWords` found are exact */
  foundExact = 0;

  /** Which of the query words in `wordMask` slot s has, looked up in its own words. */
  findWords(s: number, wordMask: number): number {
    const ix = this.ix;
    const { typos, exact } = this;
    const start = ix.fwdStart[s]!;
    const end = start + ix.fwdCount[s]!;
    let found = 0;
    for (let k = start; k < end; k++) {
      const t = ix.fwdTerm[k]!;
      if (this.termStamp[t] !== this.epoch) continue;
      let m = this.termMask[t]! & wordMask;
      while (m !== 0) {
        const w = 31 - Math.clz32(m & -m);
        m &= m - 1;
        const info = this.termInfo[t * W + w]!;
        if ((found & (1 << w)) === 0) {
          found |= 1 << w;
          typos[w] = 3;
          exact[w] = 0;
        }
        if ((info & 3) < typos[w]!) typos[w] = info & 3;
        if (info & EXACT) exact[w] = 1;
      }
    }
    this.foundTypos = 0;
    this.foundExact = 0;
    for (let m = found; m !== 0; m &= m - 1) {
      const w = 31 - Math.clz32(m & -m);
      this.foundTypos += typos[w]!;
      this.foundExact += exact[w]!;
    }
    return found;
  }

  /** Relevance of a slot, higher is better (at most 2^26). */
  score(s: number): number {
    const ix = this.ix;
    const n = this.n;
    const { typos, attrs, exact, posCount, positions } = this;
    for (let w = 0; w < n; w++) {
      typos[w] = 3;
      attrs[w] = 0;
      exact[w] = 0;
      posCount[w] = 0;
    }
    const start = ix.fwdStart[s]!;
    const end = start + ix.fwdCount[s]!;
    const epoch = this.epoch;
    let exactInName = 0;
    let inPlace = 0;
    for (let k = start; k < end; k++) {
      const t = ix.fwdTerm[k]!;
      if (this.termStamp[t] !== epoch) continue;
      let m = this.termMask[t]! & this.need;
      if (m === 0) continue;
      const meta = ix.fwdMeta[k]!;
      const attr = meta >> 6;
      // attributes 100 apart: any pair across them counts as FAR
      const position = attr * 100 + (meta & 63);
      const place = attr === ATTR_LOCATION && ix.placeTerm[t] === 1;
      // only a place word typed in full and without typos earns the place bonus
      while (m !== 0) {
        const w = 31 - Math.clz32(m & -m);
        m &= m - 1;
        const info = this.termInfo[t * W + w]!;
        const typo = info & 3;
        if (typo < typos[w]!) typos[w] = typo;
        attrs[w] = attrs[w]! | (1 << attr);
        if (info & EXACT) {
          if (place) inPlace |= 1 << w;
          exact[w] = 1;
          if (attr === ATTR_NAME) exactInName |= 1 << w;
        }
        if (posCount[w]! < 4) positions[w * 4 + posCount[w]!++] = position;
      }
    }
    let typoSum = 0;
    let attrSum = 0;
    let exactSum = 0;
    let proximity = 0;
    let places = 0;
    for (let w = 0; w < n; w++) {
      typoSum += typos[w]!;
      const a = attrs[w]!;
      attrSum += a & (1 << ATTR_NAME) ? 0 : a & (1 << ATTR_LOCATION) ? 1 : 2;
      exactSum += exact[w]!;
      if (inPlace & (1 << w)) places++;
      if (w + 1 < n) proximity += this.pairDistance(w);
    }
    const wholeName =
      n === this.allWords && exactInName === this.need && ix.nameLength[s] === n ? 1 : 0;
    return pack(typoSum, proximity, attrSum, places, exactSum * 2 + wholeName);
  }

  /** Closest occurrences of word w and word w + 1: 1 when adjacent in order. */
  private pairDistance(w: number): number {
    let best = FAR;
    const { posCount, positions } = this;
    for (let i = 0; i < posCount[w]!; i++) {
      const a = positions[w * 4 + i]!;
      for (let j = 0; j < posCount[w + 1]!; j++) {
        const gap = positions[(w + 1) * 4 + j]! - a;
        const d =
          gap === 0 || gap >= 64 || gap <= -64
            ? FAR
            : gap > 0
              ? Math.min(gap, 7)
              : Math.min(1 - gap, 7);
        if (d < best) best = d;
      }
    }
    return best;
  }
}

/** typos 5 bits | proximity 7 | attribute 5 | places 4 | exactness 5, each turned so that higher is better */
function pack(
  typos: number,
  proximity: number,
  attribute: number,
  places: number,
  exactness: number,
): number {
  return (
    (31 - Math.min(typos, 31)) * 2 ** 21 +
    (127 - Math.min(proximity, 127)) * 2 ** 14 +
    (31 - Math.min(attribute, 31)) * 2 ** 9 +
    Math.min(places, 15) * 2 ** 5 +
    Math.min(exactness, 31)
  );
}
