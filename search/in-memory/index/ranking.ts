import { MAX_QUERY_WORDS, type QueryWord } from '../../query-words';
import { ATTR_LOCATION, ATTR_NAME, POPULARITY_RANGE } from './fields';
import type { MemoryIndex } from './index';
import { EXACT, QueryTerms } from './query-terms';

const W = MAX_QUERY_WORDS;
/** distance counted between two words in different attributes (and the cap) */
const FAR = 8;
/** names longer than this many written words rank as if this long */
const MAX_NAME_WORDS = 31;

/**
 * Ranking like Meilisearch, for documents that have the required words:
 * fewest typos, then closest words (proximity), then where the words are (name
 * before location), then place words of the query found in the location (a
 * city or district named in the query ranks schools there first; only an
 * exact name comes before them), then exactness (the name starts with the
 * query; words typed in full and without typos), then fewer written words. Where a
 * word is counts only among its matches with the fewest typos. Popularity
 * and the requested sort are applied by the caller.
 */
export class Ranker {
  readonly terms: QueryTerms;
  private n = 0;
  private need = 0;
  /** place words of the query that some matching word could satisfy */
  private placeWords = 0;
  /** query words matched as prefixes (the last one, while typing) */
  private prefixMask = 0;
  /**
   * Leading query words whose own spelling is an index word: a name that has
   * them at its start is in the 'starts with' bucket, one that is exactly them
   * in the 'exact' bucket (Meilisearch's exact-attribute rule). 0 when a word
   * after them has its own spelling in the index (the rule then has a hole).
   */
  exactLength = 0;
  /** the index words that are the first query word as typed (-2 when none) */
  firstA = -2;
  firstB = -2;
  private readonly typos = new Int32Array(W);
  private readonly attrs = new Int32Array(W);
  private readonly exact = new Int32Array(W);
  private readonly posCount = new Int32Array(W);
  private readonly positions = new Int32Array(W * 4);

  constructor(private readonly ix: MemoryIndex) {
    this.terms = new QueryTerms(ix);
  }

  /** Scores count only the first `count` words (the rest were dropped). */
  prepare(count: number, termsByWord: readonly number[][], words: readonly QueryWord[]): void {
    const terms = this.terms;
    this.n = count;
    this.need = (1 << count) - 1;
    this.prefixMask = 0;
    let places = 0;
    let exactWords = 0;
    for (let w = 0; w < count; w++) {
      const prefix = words[w]!.prefix;
      if (prefix) this.prefixMask |= 1 << w;
      const list = termsByWord[w]!;
      if (list.some((t) => this.ix.placeTerm[t] === 1 && this.inPlace(terms.info(t, w), prefix)))
        places++;
      if (list.some((t) => terms.info(t, w) & EXACT)) exactWords |= 1 << w;
    }
    this.placeWords = places;
    let k = 0;
    while (exactWords & (1 << k)) k++;
    this.exactLength = exactWords >> k === 0 ? k : 0;
    // the first query word as typed: one index word, or two for a numeral being typed
    const firstExact =
      this.exactLength > 0 ? termsByWord[0]!.filter((t) => terms.info(t, 0) & EXACT) : [];
    // -2 is no term id, and not -1 (a name without a first word)
    this.firstA = firstExact[0] ?? -2;
    this.firstB = firstExact[1] ?? -2;
  }

  /** A place word counts when typed in full without typos, or completed from a prefix. */
  private inPlace(info: number, prefix: boolean): boolean {
    return (info & EXACT) !== 0 || (prefix && (info & 3) === 0);
  }

  /**
   * The best relevance key (times POPULARITY_RANGE, without the name-length
   * part: add `shortness`) a slot could get given the typos and exact words the
   * collector summed for it and how its name may start (`startBound`): words
   * adjacent, all in the name, every place word in the location. Indexed by
   * (typos * 16 + exact) * 3 + startBound.
   */
  boundTable(): Float64Array {
    const table = new Float64Array(32 * 16 * 3);
    for (let typos = 0; typos < 32; typos++)
      for (let exact = 0; exact < 16; exact++)
        for (let start = 0; start < 3; start++) {
          const relevance = pack(
            typos,
            this.n - 1,
            0,
            start === 2,
            this.placeWords,
            start > 0,
            exact,
            0,
          );
          table[(typos * 16 + exact) * 3 + start] = relevance * POPULARITY_RANGE;
        }
    return table;
  }

  /**
   * 2 when the slot's name may be exactly the query's leading words, 1 when it
   * may start with them, 0 when not: its first word must be the first query
   * word as typed (one look at the forward index instead of a full score).
   */
  startBound(s: number): number {
    const ix = this.ix;
    const { firstA, firstB } = this;
    const first = ix.firstTerm[s]!;
    const alt = ix.firstAlt[s]!;
    const starts = first === firstA || first === firstB || alt === firstA || alt === firstB;
    return starts ? (ix.nameLength[s] === this.exactLength ? 2 : 1) : 0;
  }

  /** The name-length part of a slot's relevance: fewer written words rank higher. */
  shortness(s: number): number {
    return MAX_NAME_WORDS - Math.min(this.ix.nameWords[s]!, MAX_NAME_WORDS);
  }

  /** typos of the best matches of the words `findWords` found */
  foundTypos = 0;
  /** how many of the words `findWords` found are exact */
  foundExact = 0;

  /** Which of the query words in `wordMask` slot s has, looked up in its own words. */
  findWords(s: number, wordMask: number): number {
    const ix = this.ix;
    const { termMask, termInfo } = this.terms;
    const { typos, exact } = this;
    const start = ix.fwdStart[s]!;
    const end = start + ix.fwdCount[s]!;
    let found = 0;
    for (let k = start; k < end; k++) {
      const t = ix.fwdTerm[k]!;
      if (!this.terms.has(t)) continue;
      let m = termMask[t]! & wordMask;
      while (m !== 0) {
        const w = 31 - Math.clz32(m & -m);
        m &= m - 1;
        const info = termInfo[t * W + w]!;
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

  /** Relevance of a slot, higher is better (below 2^32). */
  score(s: number): number {
    const ix = this.ix;
    const n = this.n;
    const { termMask, termInfo } = this.terms;
    const { typos, attrs, exact, posCount, positions } = this;
    for (let w = 0; w < n; w++) {
      typos[w] = 3;
      attrs[w] = 0;
      exact[w] = 0;
      posCount[w] = 0;
    }
    const start = ix.fwdStart[s]!;
    const end = start + ix.fwdCount[s]!;
    let inPlace = 0;
    let atStart = 0;
    for (let k = start; k < end; k++) {
      const t = ix.fwdTerm[k]!;
      if (!this.terms.has(t)) continue;
      let m = termMask[t]! & this.need;
      if (m === 0) continue;
      const meta = ix.fwdMeta[k]!;
      const attr = meta >> 6;
      // attributes 100 apart: any pair across them counts as FAR
      const position = attr * 100 + (meta & 63);
      const place = attr === ATTR_LOCATION && ix.placeTerm[t] === 1;
      while (m !== 0) {
        const w = 31 - Math.clz32(m & -m);
        m &= m - 1;
        const info = termInfo[t * W + w]!;
        const typo = info & 3;
        // where the word is counts at its fewest typos (as Meilisearch's rules after 'typo'):
        // a name word one typo away does not put a word found exactly in the location in the name
        if (typo < typos[w]!) {
          typos[w] = typo;
          attrs[w] = 1 << attr;
        } else if (typo === typos[w]) attrs[w] = attrs[w]! | (1 << attr);
        if (place && this.inPlace(info, (this.prefixMask & (1 << w)) !== 0)) inPlace |= 1 << w;
        if (info & EXACT) {
          exact[w] = 1;
          // the word as typed, where the query has it: the name starts like the query
          if (attr === ATTR_NAME && (meta & 63) === w) atStart |= 1 << w;
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
    const k = this.exactLength;
    const leading = (1 << k) - 1;
    const starts = k > 0 && (atStart & leading) === leading;
    const exactName = starts && ix.nameLength[s] === k;
    const short = this.shortness(s);
    return pack(typoSum, proximity, attrSum, exactName, places, starts, exactSum, short);
  }

  /** Closest occurrences of word w and word w + 1: 1 when adjacent in order (or one joined word). */
  private pairDistance(w: number): number {
    let best = FAR;
    const { posCount, positions } = this;
    for (let i = 0; i < posCount[w]!; i++) {
      const a = positions[w * 4 + i]!;
      for (let j = 0; j < posCount[w + 1]!; j++) {
        const gap = positions[(w + 1) * 4 + j]! - a;
        const d =
          gap >= 64 || gap <= -64
            ? FAR
            : gap >= 0
              ? Math.max(Math.min(gap, 7), 1)
              : Math.min(1 - gap, 7);
        if (d < best) best = d;
      }
    }
    return best;
  }
}

/**
 * typos 5 bits | proximity 7 | attribute 5 | exact name 1 | places 4 | starts
 * with the query 1 | exact words 4 | shortness 5: 32 bits, each turned so that
 * higher is better. Times POPULARITY_RANGE (2^21) plus popularity, a key stays
 * an exact integer. The exact name comes before places: 'SD Negeri Kalideres'
 * typed in full finds that school before longer names in Kalideres.
 */
function pack(
  typos: number,
  proximity: number,
  attribute: number,
  exactName: boolean,
  places: number,
  starts: boolean,
  exactWords: number,
  shortness: number,
): number {
  return (
    (31 - Math.min(typos, 31)) * 2 ** 27 +
    (127 - Math.min(proximity, 127)) * 2 ** 20 +
    (31 - Math.min(attribute, 31)) * 2 ** 15 +
    (exactName ? 2 ** 14 : 0) +
    Math.min(places, 15) * 2 ** 10 +
    (starts ? 2 ** 9 : 0) +
    Math.min(exactWords, 15) * 2 ** 5 +
    shortness
  );
}
