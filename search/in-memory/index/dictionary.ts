import type { QueryWord } from '../../query-words';
import { Trie, type TermVisitor } from './trie';

export type { TermVisitor };

const EXPANSION_CACHE_SIZE = 5000;

/**
 * Every distinct word of the index, with stable ids. Letter words also go in
 * a trie for prefix and typo matching; numbers only match exactly.
 */
export class Dictionary {
  readonly terms: string[] = [];
  private readonly ids = new Map<string, number>();
  private readonly trie = new Trie();
  private sealed = false;
  /** recent expansions (termId, typos, exact) by query word; cleared when a word is added */
  private readonly expansions = new Map<string, Int32Array>();

  get size(): number {
    return this.terms.length;
  }

  get(term: string): number | undefined {
    return this.ids.get(term);
  }

  /** Adds a word during a bulk build; `seal()` fills the trie once all are in. */
  addUnsorted(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.terms.push(term);
      this.ids.set(term, id);
    }
    return id;
  }

  seal(): void {
    for (let id = 0; id < this.terms.length; id++) {
      const term = this.terms[id]!;
      if (term.charCodeAt(0) >= 0x61) this.trie.insert(term, id);
    }
    this.sealed = true;
  }

  /** Adds one word after the build. */
  add(term: string): number {
    const known = this.ids.get(term);
    if (known !== undefined) return known;
    const id = this.addUnsorted(term);
    if (this.sealed && term.charCodeAt(0) >= 0x61) this.trie.insert(term, id);
    this.expansions.clear();
    return id;
  }

  /**
   * Every word the query word may match: exactly, with typos, as a prefix.
   * Expansions are cached: the typo walk is the dearest part of a short query,
   * and the same words ('negeri', 'muhammadiyah', city names) come back all day.
   */
  expand(word: QueryWord, visit: TermVisitor): void {
    const key = `${word.text}|${word.maxTypos}|${word.prefix ? 1 : 0}|${word.typed ?? ''}`;
    let found = this.expansions.get(key);
    if (found) {
      // most recently used last
      this.expansions.delete(key);
    } else {
      const list: number[] = [];
      this.walk(word, (t, typos, exact) => list.push(t, typos, exact ? 1 : 0));
      found = Int32Array.from(list);
      if (this.expansions.size >= EXPANSION_CACHE_SIZE)
        this.expansions.delete(this.expansions.keys().next().value!);
    }
    this.expansions.set(key, found);
    for (let i = 0; i < found.length; i += 3) visit(found[i]!, found[i + 1]!, found[i + 2] === 1);
  }

  private walk(word: QueryWord, visit: TermVisitor): void {
    if (word.typed) this.trie.prefix(word.typed, 0, visit);
    if (word.number || (word.maxTypos === 0 && !word.prefix)) {
      const id = this.ids.get(word.text);
      if (id !== undefined) visit(id, 0, true);
      return;
    }
    if (word.maxTypos === 0) this.trie.prefix(word.text, 0, visit);
    else this.trie.fuzzy(word.text, word.maxTypos, word.prefix, visit);
  }
}
