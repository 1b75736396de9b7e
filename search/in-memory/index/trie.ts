import { grow } from './fields';

/** larger than any budget; small enough that adding 1 stays exact */
const INF = 1 << 20;

/** Called once per matching word; `exact` = same word, no typo, not a longer word. */
export type TermVisitor = (termId: number, typos: number, exact: boolean) => void;

/**
 * A trie of the index's letter words in typed arrays (first child, next
 * sibling, character, word ending here), for prefix ranges and the typo search.
 */
export class Trie {
  private char = new Uint8Array(1024);
  private first = new Int32Array(1024).fill(-1);
  private next = new Int32Array(1024).fill(-1);
  private term = new Int32Array(1024).fill(-1);
  private length = new Uint8Array(1024);
  private size = 1;

  private node(c: number, depth: number): number {
    const id = this.size++;
    if (id >= this.char.length) {
      const before = this.char.length;
      this.char = grow(this.char, id + 1);
      this.length = grow(this.length, id + 1);
      this.first = grow(this.first, id + 1);
      this.next = grow(this.next, id + 1);
      this.term = grow(this.term, id + 1);
      this.first.fill(-1, before);
      this.next.fill(-1, before);
      this.term.fill(-1, before);
    }
    this.char[id] = c;
    this.length[id] = Math.min(depth, 255);
    return id;
  }

  insert(word: string, termId: number): void {
    let node = 0;
    for (let i = 0; i < word.length; i++) {
      const c = word.charCodeAt(i);
      let prev = -1;
      let child = this.first[node]!;
      while (child !== -1 && this.char[child]! < c) {
        prev = child;
        child = this.next[child]!;
      }
      if (child === -1 || this.char[child] !== c) {
        const created = this.node(c, i + 1);
        this.next[created] = child;
        if (prev === -1) this.first[node] = created;
        else this.next[prev] = created;
        child = created;
      }
      node = child;
    }
    this.term[node] = termId;
  }

  /** Visits every word of the subtree under `node`. */
  private subtree(node: number, typos: number, exactLength: number, visit: TermVisitor): void {
    const t = this.term[node]!;
    if (t !== -1) visit(t, typos, typos === 0 && this.length[node] === exactLength);
    for (let c = this.first[node]!; c !== -1; c = this.next[c]!)
      this.subtree(c, typos, exactLength, visit);
  }

  /** Every word that begins with `prefix`. */
  prefix(prefix: string, typos: number, visit: TermVisitor): void {
    let node = 0;
    for (let i = 0; i < prefix.length && node !== -1; i++) {
      const c = prefix.charCodeAt(i);
      let child = this.first[node]!;
      while (child !== -1 && this.char[child] !== c) child = this.next[child]!;
      node = child;
    }
    if (node !== -1) this.subtree(node, typos, prefix.length, visit);
  }

  /**
   * Words within `budget` typos of `query` (Damerau, optimal string alignment:
   * a swap of neighbours is one typo). One row of the edit-distance table per
   * trie node; branches whose row minimum exceeds the budget are cut. In prefix
   * mode a word matches with the smallest distance of any of its prefixes.
   */
  fuzzy(query: string, budget: number, prefix: boolean, visit: TermVisitor): void {
    const n = query.length;
    const width = n + 1;
    const q = new Int32Array(n);
    for (let x = 0; x < n; x++) q[x] = query.charCodeAt(x);
    const maxDepth = n + budget + 1;
    const rows = new Int32Array((maxDepth + 1) * width);
    for (let x = 0; x <= n; x++) rows[x] = x <= budget ? x : INF;
    const path = new Int32Array(maxDepth + 1);

    const recurse = (node: number, depth: number, best: number): void => {
      for (let child = this.first[node]!; child !== -1; child = this.next[child]!) {
        const c = this.char[child]!;
        const d = depth + 1;
        if (d > maxDepth) continue;
        path[d] = c;
        const row = d * width;
        const prev = row - width;
        const prev2 = prev - width;
        rows[row] = d;
        // only cells within `budget` of the diagonal can stay within budget (Ukkonen's band)
        const lo = d - budget > 1 ? d - budget : 1;
        const hi = d + budget < n ? d + budget : n;
        if (lo > 1) rows[row + lo - 1] = INF;
        let min = lo === 1 ? d : INF;
        for (let x = lo; x <= hi; x++) {
          const cost = q[x - 1] === c ? 0 : 1;
          let v = rows[prev + x]! + 1;
          const ins = rows[row + x - 1]! + 1;
          if (ins < v) v = ins;
          const sub = rows[prev + x - 1]! + cost;
          if (sub < v) v = sub;
          if (d > 1 && x > 1 && q[x - 1] === path[d - 1] && q[x - 2] === c) {
            const swap = rows[prev2 + x - 2]! + 1;
            if (swap < v) v = swap;
          }
          rows[row + x] = v;
          if (v < min) min = v;
        }
        if (hi < n) rows[row + hi + 1] = INF;
        if (hi < n) rows[row + n] = INF;
        const distance = rows[row + n]!;
        const nodeBest = prefix && best < distance ? best : distance;
        if (prefix && nodeBest <= budget && min >= nodeBest) {
          // nothing deeper can do better: the whole subtree matches with nodeBest
          this.subtree(child, nodeBest, n, visit);
          continue;
        }
        const t = this.term[child]!;
        if (t !== -1 && nodeBest <= budget) visit(t, nodeBest, nodeBest === 0 && d === n);
        if (min <= budget) recurse(child, d, nodeBest);
        else if (prefix && nodeBest <= budget) {
          for (let g = this.first[child]!; g !== -1; g = this.next[g]!)
            this.subtree(g, nodeBest, n, visit);
        }
      }
    };
    recurse(0, 0, budget + 1);
  }
}
