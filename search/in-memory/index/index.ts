import { analyze, type AnalyzedToken } from '../../normalize';
import { Dictionary } from './dictionary';
import { ATTR_LOCATION, ATTR_NAME, ATTR_NPSN, compareText, grow, type IndexRecord } from './fields';
import { invert, placeWords } from './inverted';
import { SlotColumns } from './slots';

const MAX_POSITION = 63;

/**
 * The searchable part of one generation of the index, in memory: one slot per
 * document version with flat typed arrays for filters and ranking, a forward
 * index (each slot's words with attribute and position) and an inverted index
 * (each word's slots). The inverted index is a compact base built in bulk plus
 * small per-word lists for slots added since; replaced or removed documents
 * leave dead slots until the next full load.
 */
export class MemoryIndex extends SlotColumns {
  readonly dict = new Dictionary();
  private readonly locationCache = new Map<string, AnalyzedToken[]>();
  readonly idToSlot = new Map<number, number>();
  fwdTerm = new Int32Array(0);
  /** attribute << 6 | position */
  fwdMeta = new Uint8Array(0);
  fwdSize = 0;

  /** inverted index of the base: postings[postStart[t] .. postStart[t + 1]) */
  postStart = new Int32Array(1);
  postings = new Int32Array(0);
  private baseTerms = 0;
  private sortedBaseNames: number[] = [];
  /** 1 for words found mostly in locations (place names), whose match there ranks a school higher */
  placeTerm: Uint8Array = new Uint8Array(0);
  /** slots added after the bulk build, per word */
  readonly delta = new Map<number, number[]>();
  deltaSize = 0;
  private sealed = false;

  constructor(expected = 0) {
    super();
    this.ensureSlots(expected);
    this.ensureFwd(expected * 16);
  }

  private ensureFwd(n: number): void {
    this.fwdTerm = grow(this.fwdTerm, n);
    this.fwdMeta = grow(this.fwdMeta, n);
  }

  private locationTokens(location: string): AnalyzedToken[] {
    let tokens = this.locationCache.get(location);
    if (!tokens) {
      tokens = analyze(location);
      this.locationCache.set(location, tokens);
    }
    return tokens;
  }

  /** The words of a record as (term, attribute << 6 | position) pairs. */
  private words(record: IndexRecord): { terms: number[]; metas: number[]; nameLength: number } {
    const terms: number[] = [];
    const metas: number[] = [];
    const addTerm = (text: string) =>
      this.sealed ? this.dict.add(text) : this.dict.addUnsorted(text);
    const addAll = (tokens: readonly AnalyzedToken[], attr: number) => {
      tokens.forEach((token, position) => {
        const meta = (attr << 6) | Math.min(position, MAX_POSITION);
        terms.push(addTerm(token.term));
        metas.push(meta);
        if (token.alt) {
          terms.push(addTerm(token.alt));
          metas.push(meta);
        }
      });
    };
    const name = analyze(record.name);
    addAll(name, ATTR_NAME);
    addAll(this.locationTokens(record.location), ATTR_LOCATION);
    if (record.npsn) addAll(analyze(record.npsn), ATTR_NPSN);
    return { terms, metas, nameLength: Math.min(name.length, 255) };
  }

  private appendSlot(record: IndexRecord, words: ReturnType<MemoryIndex['words']>): number {
    const slot = this.slotCount++;
    this.ensureSlots(slot + 1);
    this.ensureFwd(this.fwdSize + words.terms.length);
    this.ids[slot] = record.id;
    this.alive[slot] = 1;
    this.setFields(slot, record);
    this.nameLength[slot] = words.nameLength;
    // a name's first word comes first, then its other spelling (attribute and position 0: meta 0)
    const [first, alt] = words.metas;
    this.firstTerm[slot] = words.terms.length > 0 && first === 0 ? words.terms[0]! : -1;
    this.firstAlt[slot] = words.terms.length > 1 && alt === 0 ? words.terms[1]! : -1;
    const count = Math.min(words.terms.length, 255);
    this.fwdStart[slot] = this.fwdSize;
    this.fwdCount[slot] = count;
    for (let k = 0; k < count; k++) {
      this.fwdTerm[this.fwdSize] = words.terms[k]!;
      this.fwdMeta[this.fwdSize] = words.metas[k]!;
      this.fwdSize++;
    }
    this.idToSlot.set(record.id, slot);
    this.liveCount++;
    return slot;
  }

  /** Bulk loading: add every record, then `seal()`. */
  add(record: IndexRecord): void {
    if (this.sealed) throw new Error('index is sealed: use upsert');
    const previous = this.idToSlot.get(record.id);
    if (previous !== undefined) this.kill(previous);
    this.appendSlot(record, this.words(record));
  }

  /** Sorts the dictionary and the names, builds the inverted index. */
  seal(): void {
    this.dict.seal();
    this.baseTerms = this.dict.size;
    this.placeTerm = placeWords(this, this.baseTerms);
    const { postStart, postings } = invert(this, this.baseTerms);
    this.postStart = postStart;
    this.postings = postings;

    const folded = this.names.map((name) => name.toLowerCase());
    const order: number[] = [];
    for (let s = 0; s < this.slotCount; s++) if (this.alive[s]) order.push(s);
    order.sort((a, b) => compareText(folded[a]!, folded[b]!) || this.ids[a]! - this.ids[b]!);
    order.forEach((slot, rank) => (this.nameRank[slot] = rank));
    this.sortedBaseNames = order;
    this.sealed = true;
  }

  /** Postings of a word: the base list and the slots added since. */
  postingsOf(term: number): { start: number; end: number; extra: number[] | undefined } {
    const inBase = term < this.baseTerms;
    return {
      start: inBase ? this.postStart[term]! : 0,
      end: inBase ? this.postStart[term + 1]! : 0,
      extra: this.delta.get(term),
    };
  }

  private kill(slot: number): void {
    if (!this.alive[slot]) return;
    this.alive[slot] = 0;
    this.liveCount--;
    this.deadCount++;
  }

  /** Adds or replaces one document in a sealed index. */
  upsert(record: IndexRecord): void {
    if (!this.sealed) return this.add(record);
    const words = this.words(record);
    const previous = this.idToSlot.get(record.id);
    if (previous !== undefined && this.sameWords(previous, words.terms)) {
      // only filter or ranking fields changed: update in place
      this.setFields(previous, record);
      return;
    }
    if (previous !== undefined) this.kill(previous);
    const slot = this.appendSlot(record, words);
    this.nameRank[slot] = this.rankBetweenBaseNames(record.name);
    const seen = new Set<number>();
    for (const t of words.terms) {
      if (seen.has(t)) continue;
      seen.add(t);
      let list = this.delta.get(t);
      if (!list) this.delta.set(t, (list = []));
      list.push(slot);
      this.deltaSize++;
    }
  }

  remove(id: number): void {
    const slot = this.idToSlot.get(id);
    if (slot === undefined) return;
    this.kill(slot);
    this.idToSlot.delete(id);
  }

  private sameWords(slot: number, terms: readonly number[]): boolean {
    if (this.fwdCount[slot] !== Math.min(terms.length, 255)) return false;
    const start = this.fwdStart[slot]!;
    for (let k = 0; k < this.fwdCount[slot]!; k++)
      if (this.fwdTerm[start + k] !== terms[k]) return false;
    return true;
  }

  /** x.5 between the base names around it; equal ranks are settled by comparing names. */
  private rankBetweenBaseNames(name: string): number {
    const folded = name.toLowerCase();
    let lo = 0;
    let hi = this.sortedBaseNames.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareText(this.names[this.sortedBaseNames[mid]!]!.toLowerCase(), folded) < 0)
        lo = mid + 1;
      else hi = mid;
    }
    return lo - 0.5;
  }

  /** Share of the memory that updates have made stale; a full reload resets it. */
  staleness(): number {
    const base = Math.max(this.postings.length, 1);
    return Math.max(this.deadCount / Math.max(this.slotCount, 1), this.deltaSize / base);
  }
}
